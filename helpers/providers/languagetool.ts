// LanguageTool (self-hostable grammar checker): its first suggestion for each problem found.
import { z } from 'zod';
import { postUpstream, UpstreamError, type GrammarCorrector } from './provider';

export interface LanguageToolOptions {
  url: string;
  /** A code such as en-US, or 'auto' to detect it. */
  language: string;
  /** LanguageTool Premium's credentials, both or neither. */
  username: string | undefined;
  apiKey: string | undefined;
}

const CheckReply = z.object({
  matches: z.array(
    z.object({
      offset: z.number().int().min(0),
      length: z.number().int().min(0),
      replacements: z.array(z.object({ value: z.string() })),
    }),
  ),
});

export type LanguageToolMatch = z.infer<typeof CheckReply>['matches'][number];

/**
 * The text with each match's first replacement applied. Offsets count UTF-16 code units, as
 * JavaScript strings do; overlapping or out-of-range matches are skipped.
 */
export function applyMatches(text: string, matches: readonly LanguageToolMatch[]): string {
  let result = '';
  let cursor = 0;
  const ordered = [...matches].sort((a, b) => a.offset - b.offset);
  for (const match of ordered) {
    const replacement = match.replacements[0]?.value;
    const end = match.offset + match.length;
    if (replacement === undefined || match.offset < cursor || end > text.length) continue;
    result += text.slice(cursor, match.offset) + replacement;
    cursor = end;
  }
  return result + text.slice(cursor);
}

export function languageToolCorrector(options: LanguageToolOptions): GrammarCorrector {
  return {
    name: 'languagetool',
    async correct(content, signal) {
      const form = new URLSearchParams({ text: content, language: options.language });
      if (options.username && options.apiKey) {
        form.set('username', options.username);
        form.set('apiKey', options.apiKey);
      }
      const reply = await postUpstream(
        `${options.url}/v2/check`,
        {
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
        },
        signal,
      );
      const parsed = CheckReply.safeParse(reply);
      if (!parsed.success) throw new UpstreamError(502, 'reply has the wrong shape');
      const corrected = applyMatches(content, parsed.data.matches).trim();
      if (!corrected) throw new UpstreamError(502, 'reply is empty');
      return corrected;
    },
  };
}
