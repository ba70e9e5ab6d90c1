// A stand-in for an OpenAI-compatible model server, for the end-to-end server only (the browser
// never calls it). It answers chat completions deterministically so tests can see the effect:
// translations become "[<lang>] <text>", grammar correction capitalises a lone "i" and fixes
// "teh". A story containing FAIL-UPSTREAM gets a 500, to test the failure path.
// Run: node --import tsx tests/e2e/fake-llm-server.ts  (port from FAKE_LLM_PORT)
import { createServer } from 'node:http';
import { FAKE_LLM_FAIL_TRIGGER } from './fake-llm';

interface ChatRequest {
  messages?: { role: string; content: string }[];
}

/** The story JSON the helpers put between their BEGIN_/END_ markers. */
function storyData(prompt: string): Record<string, string> {
  const match = /^BEGIN_(STORY_\w+)\n([\s\S]*)\nEND_\1$/.exec(prompt);
  if (!match?.[2]) throw new Error('no delimited story in the prompt');
  return JSON.parse(match[2]) as Record<string, string>;
}

function answer(request: ChatRequest): { status: number; content?: string } {
  const system = request.messages?.find((m) => m.role === 'system')?.content ?? '';
  const user = request.messages?.find((m) => m.role === 'user')?.content ?? '';
  const story = storyData(user);
  if (JSON.stringify(story).includes(FAKE_LLM_FAIL_TRIGGER)) return { status: 500 };
  const language = /into [^(]+\((\w+)\)/.exec(system)?.[1];
  if (language) {
    const tag = (text = '') => (text ? `[${language}] ${text}` : '');
    return {
      status: 200,
      content: JSON.stringify({ title: tag(story.title), content: tag(story.content) }),
    };
  }
  const corrected = (story.content ?? '').replace(/\bi\b/g, 'I').replace(/\bteh\b/g, 'the');
  return { status: 200, content: JSON.stringify({ content: corrected }) };
}

const port = Number(process.env.FAKE_LLM_PORT);
if (!port) throw new Error('Set FAKE_LLM_PORT');

createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    let reply: { status: number; content?: string };
    try {
      reply =
        req.method === 'POST' && req.url === '/v1/chat/completions'
          ? answer(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest)
          : { status: 404 };
    } catch {
      reply = { status: 400 };
    }
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        reply.content === undefined
          ? { error: { message: 'fake upstream failure' } }
          : {
              id: 'chatcmpl-fake',
              object: 'chat.completion',
              model: 'fake',
              choices: [
                {
                  index: 0,
                  message: { role: 'assistant', content: reply.content },
                  finish_reason: 'stop',
                },
              ],
            },
      ),
    );
  });
}).listen(port, '127.0.0.1');
