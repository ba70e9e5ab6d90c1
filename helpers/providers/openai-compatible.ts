// Any OpenAI-compatible chat-completions endpoint: OpenAI itself, or a model server the
// deployment runs (Ollama, vLLM, llama.cpp), which keeps stories on the deployment's machines.
import { z } from 'zod';
import type { ChatModel } from './chat-model';
import { postUpstream, UpstreamError } from './provider';

export interface OpenAiOptions {
  /** Up to and including /v1, e.g. http://127.0.0.1:11434/v1 for Ollama. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

const ChatReply = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable().optional() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

export function openAiCompatibleModel(options: OpenAiOptions): ChatModel {
  return {
    name: 'openai',
    async complete(prompt, signal) {
      const reply = await postUpstream(
        `${options.baseUrl}/chat/completions`,
        {
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            temperature: 0.2,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: prompt.system },
              { role: 'user', content: prompt.user },
            ],
          }),
        },
        signal,
      );
      const parsed = ChatReply.safeParse(reply);
      const choice = parsed.success ? parsed.data.choices[0] : undefined;
      if (!choice) throw new UpstreamError(502, 'reply has the wrong shape');
      if (choice.finish_reason === 'length') throw new UpstreamError(502, 'reply was cut off');
      return choice.message.content ?? '';
    },
  };
}
