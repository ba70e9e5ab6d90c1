// A stand-in for a provider's API on loopback: records what it receives and answers as the
// test says, so provider code is tested over real HTTP without leaving the machine.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An OpenAI-compatible chat request as the helpers send it: the system rule, then the story. */
export interface ChatRequest {
  model: string;
  messages: [system: ChatMessage, user: ChatMessage];
}

interface ChatMessage {
  role: string;
  content: string;
}

export interface UpstreamAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering (to test deadlines). */
  delayMs?: number;
}

export async function startFakeUpstream(answer: (request: ReceivedRequest) => UpstreamAnswer) {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const reply = answer(request);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, {
          'content-type': 'application/json',
          ...reply.headers,
        });
        res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {}));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeUpstream = Awaited<ReturnType<typeof startFakeUpstream>>;

/**
 * A chat model that answers both helpers: a grammar request (it asks to correct the "content")
 * gets the corrected English, a translation request a Hindi title and content.
 */
export function storyHelperModel(request: ReceivedRequest): UpstreamAnswer {
  const asked = (JSON.parse(request.body) as ChatRequest).messages[0].content;
  const content =
    asked.includes('"content":') && asked.includes('Correct')
      ? '{"content": "I was scared."}'
      : '{"title": "पहला दिन", "content": "मैं डरी हुई थी।"}';
  return { body: { choices: [{ message: { content }, finish_reason: 'stop' }] } };
}
