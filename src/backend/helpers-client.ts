import { BackendError, type BackendErrorKind } from '@/backend/backend-error';
import type { HelpersPort, TranslationResult } from '@/backend/port';

/** Both deployments serve the helpers at these paths (Netlify functions, or the self-hosted server). */
export const HELPER_PATHS = {
  translate: '/.netlify/functions/translate',
  correctGrammar: '/.netlify/functions/correct-grammar',
} as const;

const KIND_BY_STATUS: Record<number, BackendErrorKind> = {
  400: 'invalid',
  401: 'unauthenticated',
  403: 'forbidden',
  413: 'too-large',
  429: 'rate-limited',
};

export interface HelpersClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** An `Authorization` header value for the signed-in user (Firebase ID token); none on self-hosted. */
  authorization?: () => Promise<string | null>;
}

/** The helpers over HTTP, shared by both adapters; only how the caller proves who they are differs. */
export function createHelpersClient(options: HelpersClientOptions = {}): HelpersPort {
  const baseUrl = options.baseUrl ?? '';

  async function post<T>(path: string, body: unknown): Promise<T> {
    const authorization = options.authorization ? await options.authorization() : null;
    let response: Response;
    try {
      response = await (options.fetch ?? globalThis.fetch)(`${baseUrl}${path}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify(body),
      });
    } catch {
      throw new BackendError('network', 'The helper could not be reached.');
    }
    const payload = (await response.json().catch(() => null)) as (T & { error?: unknown }) | null;
    if (!response.ok) {
      const message =
        typeof payload?.error === 'string' && payload.error
          ? payload.error
          : `Request failed with status ${response.status}`;
      throw new BackendError(
        KIND_BY_STATUS[response.status] ?? 'unavailable',
        message,
        response.status,
      );
    }
    if (payload === null) {
      throw new BackendError(
        'unavailable',
        'The helper sent an unreadable reply.',
        response.status,
      );
    }
    return payload;
  }

  return {
    async translate(title, content, targetLang) {
      const reply = await post<TranslationResult>(HELPER_PATHS.translate, {
        title,
        content,
        targetLang,
      });
      if (
        typeof reply.translatedTitle !== 'string' ||
        typeof reply.translatedContent !== 'string'
      ) {
        throw new BackendError('unavailable', 'The helper sent an unreadable reply.');
      }
      return { translatedTitle: reply.translatedTitle, translatedContent: reply.translatedContent };
    },
    async correctGrammar(content) {
      const reply = await post<{ correctedContent: unknown }>(HELPER_PATHS.correctGrammar, {
        content,
      });
      if (typeof reply.correctedContent !== 'string') {
        throw new BackendError('unavailable', 'The helper sent an unreadable reply.');
      }
      return reply.correctedContent;
    },
  };
}
