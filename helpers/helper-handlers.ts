// The two helpers as web-standard handlers (a Request in, a Response out), shared by the Netlify
// functions and the self-hosted server. Each limits each client, checks its input, calls the
// configured provider with a deadline, checks what comes back, and answers `{error, code}` on
// failure: the words the SPA shows, and their catalogue key. Story text is never logged.
import { z } from 'zod';
import { LIMITS } from '../src/domain/limits';
import { message, MESSAGES, type MessageKey } from '../src/domain/messages';
import { isLanguageCode } from '../src/domain/vocabularies';
import {
  UpstreamError,
  type GrammarCorrector,
  type TranslationInput,
  type Translator,
} from './providers/provider';
import type { Limiter } from '../server/limits/limiter';
import type { TranslationCache } from './translation-cache';

export interface HelperServices {
  translator: Translator | undefined;
  grammar: GrammarCorrector | undefined;
  cache: TranslationCache;
  /** Counts each client's calls ('helper-translate', 'helper-grammar'). */
  limiter: Limiter;
  timeoutMs: number;
  /** Lines for the operator; never given story text. */
  log: (line: string) => void;
}

/** Who is signed in, from the request; null when nobody is. May throw if it cannot tell. */
export type Authenticate = (request: Request) => Promise<{ userId: string } | null>;

/** Which helpers have a provider: the others answer 503 to every call, so no screen offers them. */
export interface OfferedHelpers {
  translate: boolean;
  grammar: boolean;
}

export interface HelperHandlers {
  /** Read from the same services that decide the 503s below. */
  readonly offered: OfferedHelpers;
  translate(request: Request, clientKey: string): Promise<Response>;
  correctGrammar(
    request: Request,
    clientKey: string,
    authenticate: Authenticate,
  ): Promise<Response>;
}

class HelperFailure extends Error {
  readonly status: number;
  readonly code: MessageKey;
  constructor(status: number, code: HelperRefusal) {
    super(MESSAGES[code]);
    this.status = status;
    this.code = code;
  }
}

/** The helpers' refusals: catalogue messages without placeholders, sent as `code`. */
const HELPER_REFUSALS = [
  'helperRequestInvalid',
  'helperTextTooLong',
  'helperContentRequired',
  'helperLanguageUnsupported',
  'helperRateLimited',
  'helperSignInRequired',
  'translationNotConfigured',
  'grammarNotConfigured',
] as const satisfies readonly MessageKey[];

type HelperRefusal = (typeof HELPER_REFUSALS)[number];

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      // Story text: no cache on the way may keep it.
      'cache-control': 'no-store',
      ...headers,
    },
  });
}

async function readJson(request: Request): Promise<unknown> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    throw new HelperFailure(415, 'helperRequestInvalid');
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > LIMITS.storyJsonBodyMaxBytes) throw new HelperFailure(413, 'helperTextTooLong');
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.byteLength;
    if (size > LIMITS.storyJsonBodyMaxBytes) {
      await reader?.cancel();
      throw new HelperFailure(413, 'helperTextTooLong');
    }
    chunks.push(read.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new HelperFailure(400, 'helperRequestInvalid');
  }
}

const storyText = z
  .string()
  .max(LIMITS.helperTextMaxChars, MESSAGES.helperTextTooLong)
  .refine((text) => text.trim() !== '', MESSAGES.helperContentRequired);

const TranslateBody = z.object({
  title: z.string().max(LIMITS.helperTitleMaxChars, MESSAGES.helperTextTooLong).default(''),
  content: storyText,
  targetLang: z.string().refine(isLanguageCode, MESSAGES.helperLanguageUnsupported),
});

const GrammarBody = z.object({ content: storyText });

function checked<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const code =
    HELPER_REFUSALS.find((key) => issue !== undefined && MESSAGES[key] === issue.message) ??
    'helperRequestInvalid';
  throw new HelperFailure(code === 'helperTextTooLong' ? 413 : 400, code);
}

async function limit(
  limiter: Limiter,
  rule: 'helper-translate' | 'helper-grammar',
  clientKey: string,
) {
  const verdict = await limiter.take(rule, { client: clientKey });
  if (!verdict.allowed) {
    throw new HelperFailure(429, 'helperRateLimited');
  }
}

export function createHelperHandlers(services: HelperServices): HelperHandlers {
  async function run(
    request: Request,
    kind: 'translate' | 'grammar',
    work: (signal: AbortSignal) => Promise<unknown>,
  ): Promise<Response> {
    if (request.method !== 'POST') {
      return json(
        405,
        { error: MESSAGES.helperRequestInvalid, code: 'helperRequestInvalid' },
        { allow: 'POST' },
      );
    }
    try {
      return json(200, await work(AbortSignal.timeout(services.timeoutMs)));
    } catch (error) {
      if (error instanceof HelperFailure) {
        const retry = error.status === 429 ? { 'retry-after': '60' } : undefined;
        return json(error.status, { error: error.message, code: error.code }, retry);
      }
      const status = error instanceof UpstreamError ? error.status : 502;
      const reason = error instanceof Error ? error.message : 'unknown failure';
      services.log(`${kind} provider failed: ${reason}`);
      const code = kind === 'translate' ? 'translateServiceStatus' : 'grammarServiceStatus';
      const params = { status };
      return json(status === 504 ? 504 : 502, { error: message(code, params), code, params });
    }
  }

  return {
    offered: {
      translate: services.translator !== undefined,
      grammar: services.grammar !== undefined,
    },
    translate(request, clientKey) {
      return run(request, 'translate', async (signal) => {
        // Limit, then input, then configuration: a bad request gets the same answer either way.
        await limit(services.limiter, 'helper-translate', clientKey);
        const input: TranslationInput = checked(TranslateBody, await readJson(request));
        const translator = services.translator;
        if (!translator) throw new HelperFailure(503, 'translationNotConfigured');
        const known = services.cache.get(input);
        if (known) return known;
        const output = await translator.translate(input, signal);
        services.cache.set(input, output);
        return output;
      });
    },
    correctGrammar(request, clientKey, authenticate) {
      return run(request, 'grammar', async (signal) => {
        // Cheapest check first, the costly and the outward-facing last: rate limit (429), then
        // the body (415/413/400: a bounded read, as translate does for anyone), then
        // configuration (503: signing in would not help), then who is signed in (401: on
        // Netlify a token check may fetch Google's keys), and only then the provider. No story
        // reaches a provider without a signed-in user. The server mount runs this same code.
        await limit(services.limiter, 'helper-grammar', clientKey);
        const { content } = checked(GrammarBody, await readJson(request));
        const grammar = services.grammar;
        if (!grammar) throw new HelperFailure(503, 'grammarNotConfigured');
        if (!(await authenticate(request))) {
          throw new HelperFailure(401, 'helperSignInRequired');
        }
        return { correctedContent: await grammar.correct(content, signal) };
      });
    },
  };
}
