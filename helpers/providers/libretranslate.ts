// LibreTranslate (self-hostable machine translation): title and content in one request.
import { z } from 'zod';
import { postUpstream, UpstreamError, type Translator } from './provider';

export interface LibreTranslateOptions {
  url: string;
  apiKey: string | undefined;
}

const LibreReply = z.object({ translatedText: z.array(z.string()) });

export function libreTranslateTranslator(options: LibreTranslateOptions): Translator {
  return {
    name: 'libretranslate',
    async translate(input, signal) {
      const hasTitle = input.title.trim() !== '';
      const texts = hasTitle ? [input.title, input.content] : [input.content];
      const reply = await postUpstream(
        `${options.url}/translate`,
        {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            q: texts,
            source: 'auto',
            target: input.targetLang,
            format: 'text',
            ...(options.apiKey ? { api_key: options.apiKey } : {}),
          }),
        },
        signal,
      );
      const parsed = LibreReply.safeParse(reply);
      if (!parsed.success || parsed.data.translatedText.length !== texts.length) {
        throw new UpstreamError(502, 'reply has the wrong shape');
      }
      const [first = '', second = ''] = parsed.data.translatedText;
      const title = hasTitle ? first.trim() : '';
      const content = (hasTitle ? second : first).trim();
      if (!content || (hasTitle && !title)) throw new UpstreamError(502, 'reply is empty');
      return { translatedTitle: title, translatedContent: content };
    },
  };
}
