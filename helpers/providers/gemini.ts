// Google Gemini (generateContent), the model the product first used.
import { z } from 'zod';
import type { ChatModel } from './chat-model';
import { postUpstream, UpstreamError } from './provider';

export interface GeminiOptions {
  apiKey: string;
  model: string;
  /** https://generativelanguage.googleapis.com/v1beta, or a stand-in in tests. */
  apiUrl: string;
}

// Survivors' stories describe harassment and violence: the default filters would refuse to
// translate exactly the stories this product exists for.
const SAFETY_SETTINGS = [
  'HARM_CATEGORY_HARASSMENT',
  'HARM_CATEGORY_HATE_SPEECH',
  'HARM_CATEGORY_SEXUALLY_EXPLICIT',
  'HARM_CATEGORY_DANGEROUS_CONTENT',
].map((category) => ({ category, threshold: 'BLOCK_NONE' }));

const GeminiReply = z.object({
  candidates: z
    .array(
      z.object({
        content: z.object({ parts: z.array(z.object({ text: z.string().optional() })) }).optional(),
        finishReason: z.string().optional(),
      }),
    )
    .optional(),
});

export function geminiModel(options: GeminiOptions): ChatModel {
  const url = `${options.apiUrl}/models/${encodeURIComponent(options.model)}:generateContent`;
  return {
    name: 'gemini',
    async complete(prompt, signal) {
      const reply = await postUpstream(
        url,
        {
          headers: { 'content-type': 'application/json', 'x-goog-api-key': options.apiKey },
          body: JSON.stringify({
            systemInstruction: { parts: [{ text: prompt.system }] },
            contents: [{ role: 'user', parts: [{ text: prompt.user }] }],
            generationConfig: { temperature: 0.2, responseMimeType: 'application/json' },
            safetySettings: SAFETY_SETTINGS,
          }),
        },
        signal,
      );
      const parsed = GeminiReply.safeParse(reply);
      const candidate = parsed.success ? parsed.data.candidates?.[0] : undefined;
      if (!candidate) throw new UpstreamError(502, 'no candidate (blocked or malformed)');
      if (candidate.finishReason && candidate.finishReason !== 'STOP') {
        throw new UpstreamError(502, `finished with ${candidate.finishReason}`);
      }
      return (candidate.content?.parts ?? []).map((part) => part.text ?? '').join('');
    },
  };
}
