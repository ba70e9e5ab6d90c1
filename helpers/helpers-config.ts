// The helpers' configuration: environment variables only, parsed once. Shared by the Netlify
// functions and the self-hosted server, so both read the same names.
import { z } from 'zod';

const optionalText = z.string().trim().min(1).optional();
const url = (example: string) =>
  z.url({ error: `must be a full URL such as ${example}` }).transform((u) => u.replace(/\/+$/, ''));
const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);

const HelpersEnvSchema = z
  .object({
    TRANSLATION_PROVIDER: z
      .enum(['gemini', 'openai', 'libretranslate'], {
        error: 'must be gemini, openai or libretranslate',
      })
      .optional(),
    GRAMMAR_PROVIDER: z
      .enum(['gemini', 'openai', 'languagetool'], {
        error: 'must be gemini, openai or languagetool',
      })
      .optional(),
    GEMINI_API_KEY: optionalText,
    GEMINI_MODEL: z.string().trim().min(1).default('gemini-2.5-flash'),
    GEMINI_API_URL: url('https://generativelanguage.googleapis.com/v1beta').default(
      'https://generativelanguage.googleapis.com/v1beta',
    ),
    OPENAI_BASE_URL: url('http://127.0.0.1:11434/v1').optional(),
    OPENAI_API_KEY: optionalText,
    OPENAI_MODEL: optionalText,
    LIBRETRANSLATE_URL: url('https://libretranslate.example').optional(),
    LIBRETRANSLATE_API_KEY: optionalText,
    LANGUAGETOOL_URL: url('https://api.languagetool.org').optional(),
    LANGUAGETOOL_LANGUAGE: z.string().trim().min(1).default('auto'),
    LANGUAGETOOL_USERNAME: optionalText,
    LANGUAGETOOL_API_KEY: optionalText,
    HELPERS_TIMEOUT_MS: whole(1000, 120_000).default(20_000),
    HELPERS_RATE_LIMIT_PER_MINUTE: whole(1, 100_000).default(20),
    HELPERS_CACHE_ENTRIES: whole(0, 100_000).default(1000),
    FIREBASE_PROJECT_ID: optionalText,
    FIREBASE_JWKS_URL: url('https://www.googleapis.com/service_accounts/v1/jwk/...').optional(),
  })
  .superRefine((env, ctx) => {
    const uses = (provider: string) =>
      env.TRANSLATION_PROVIDER === provider || env.GRAMMAR_PROVIDER === provider;
    const need = (name: keyof typeof env, when: string) => {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: `is required ${when}` });
    };
    if (uses('gemini')) need('GEMINI_API_KEY', 'for the gemini provider');
    if (uses('openai')) {
      need('OPENAI_BASE_URL', 'for the openai provider');
      need('OPENAI_MODEL', 'for the openai provider');
    }
    if (env.TRANSLATION_PROVIDER === 'libretranslate') {
      need('LIBRETRANSLATE_URL', 'for the libretranslate provider');
    }
    if (env.GRAMMAR_PROVIDER === 'languagetool') {
      need('LANGUAGETOOL_URL', 'for the languagetool provider');
    }
    if (!env.LANGUAGETOOL_USERNAME !== !env.LANGUAGETOOL_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['LANGUAGETOOL_USERNAME'],
        message: 'and LANGUAGETOOL_API_KEY must be set together',
      });
    }
  });

export type TranslationProviderName = 'gemini' | 'openai' | 'libretranslate';
export type GrammarProviderName = 'gemini' | 'openai' | 'languagetool';

export interface HelpersConfig {
  translationProvider: TranslationProviderName | undefined;
  grammarProvider: GrammarProviderName | undefined;
  gemini: { apiKey: string; model: string; apiUrl: string } | undefined;
  openai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  libreTranslate: { url: string; apiKey: string | undefined } | undefined;
  languageTool:
    | { url: string; language: string; username: string | undefined; apiKey: string | undefined }
    | undefined;
  timeoutMs: number;
  rateLimitPerMinute: number;
  cacheEntries: number;
  /** Netlify only: the Firebase project whose ID tokens prove a signed-in user. */
  firebaseProjectId: string | undefined;
  /** Where Google publishes the token-signing keys as a JWKS (a stand-in in tests). */
  firebaseJwksUrl: string | undefined;
}

export class HelpersConfigError extends Error {}

/** Parses the helpers' variables; throws HelpersConfigError with one line naming the bad one. */
export function parseHelpersConfig(source: Record<string, string | undefined>): HelpersConfig {
  const parsed = HelpersEnvSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') || 'environment';
    throw new HelpersConfigError(
      `Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`,
    );
  }
  const env = parsed.data;
  return {
    translationProvider: env.TRANSLATION_PROVIDER,
    grammarProvider: env.GRAMMAR_PROVIDER,
    gemini: env.GEMINI_API_KEY
      ? { apiKey: env.GEMINI_API_KEY, model: env.GEMINI_MODEL, apiUrl: env.GEMINI_API_URL }
      : undefined,
    openai:
      env.OPENAI_BASE_URL && env.OPENAI_MODEL
        ? { baseUrl: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL }
        : undefined,
    libreTranslate: env.LIBRETRANSLATE_URL
      ? { url: env.LIBRETRANSLATE_URL, apiKey: env.LIBRETRANSLATE_API_KEY }
      : undefined,
    languageTool: env.LANGUAGETOOL_URL
      ? {
          url: env.LANGUAGETOOL_URL,
          language: env.LANGUAGETOOL_LANGUAGE,
          username: env.LANGUAGETOOL_USERNAME,
          apiKey: env.LANGUAGETOOL_API_KEY,
        }
      : undefined,
    timeoutMs: env.HELPERS_TIMEOUT_MS,
    rateLimitPerMinute: env.HELPERS_RATE_LIMIT_PER_MINUTE,
    cacheEntries: env.HELPERS_CACHE_ENTRIES,
    firebaseProjectId: env.FIREBASE_PROJECT_ID,
    firebaseJwksUrl: env.FIREBASE_JWKS_URL,
  };
}
