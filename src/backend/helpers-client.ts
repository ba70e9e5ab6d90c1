import { BackendError, type BackendErrorKind } from '@/backend/backend-error';
import type { HelperCalls, TranslationResult } from '@/backend/port';
import { looksLikeErrorCode, readErrorParams } from '@/domain/error-codes';
import { message } from '@/i18n/message';

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
  415: 'invalid',
  429: 'rate-limited',
};

export interface HelpersClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** An `Authorization` header value for the signed-in user (Firebase ID token); none on self-hosted. */
  authorization?: () => Promise<string | null>;
}

type Helper = keyof typeof HELPER_PATHS;

/** The helper's `{error}` text, else the status-based message. */
function failureText(helper: Helper, status: number): string {
  return helper === 'translate'
    ? message('translateServiceStatus', { status })
    : message('grammarServiceStatus', { status });
}

/** The helpers over HTTP, shared by both adapters; only how the caller proves who they are differs. */
export function createHelpersClient(options: HelpersClientOptions = {}): HelperCalls {
  const baseUrl = options.baseUrl ?? '';

  async function post(helper: Helper, body: unknown): Promise<Record<string, unknown>> {
    const authorization = options.authorization ? await options.authorization() : null;
    let response: Response;
    try {
      response = await (options.fetch ?? globalThis.fetch)(`${baseUrl}${HELPER_PATHS[helper]}`, {
        method: 'POST',
        credentials: 'same-origin',
        // A story's text must not sit in the browser's HTTP cache.
        cache: 'no-store',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify(body),
      });
    } catch {
      throw new BackendError('network', message('helperUnreachable'));
    }
    const payload: unknown = await response.json().catch(() => null);
    const reply =
      payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
    if (!response.ok) {
      const error = reply?.error;
      const code = looksLikeErrorCode(reply?.code) ? reply.code : undefined;
      throw new BackendError(
        KIND_BY_STATUS[response.status] ?? 'unavailable',
        typeof error === 'string' && error.trim() ? error : failureText(helper, response.status),
        response.status,
        { code, params: code ? readErrorParams(reply?.params) : undefined },
      );
    }
    if (!reply) {
      throw new BackendError('unavailable', failureText(helper, response.status), response.status);
    }
    return reply;
  }

  function unreadable(helper: Helper): BackendError {
    // A 200 without the promised fields is as broken as a failed gateway.
    return new BackendError('unavailable', failureText(helper, 502), 502);
  }

  return {
    async translate(title, content, targetLang): Promise<TranslationResult> {
      const reply = await post('translate', { title, content, targetLang });
      const { translatedTitle, translatedContent } = reply;
      if (typeof translatedTitle !== 'string' || typeof translatedContent !== 'string') {
        throw unreadable('translate');
      }
      return { translatedTitle, translatedContent };
    },
    async correctGrammar(content) {
      const reply = await post('correctGrammar', { content });
      if (typeof reply.correctedContent !== 'string') throw unreadable('correctGrammar');
      return reply.correctedContent;
    },
  };
}
