// What every provider offers, and the one way they call their upstream service.
import type { LanguageCode } from '../../src/domain/vocabularies';

export interface TranslationInput {
  /** May be empty (a story shared as a voice message has no title). */
  title: string;
  content: string;
  targetLang: LanguageCode;
}

export interface TranslationOutput {
  translatedTitle: string;
  translatedContent: string;
}

export interface Translator {
  readonly name: string;
  translate(input: TranslationInput, signal: AbortSignal): Promise<TranslationOutput>;
}

export interface GrammarCorrector {
  readonly name: string;
  correct(content: string, signal: AbortSignal): Promise<string>;
}

/**
 * The upstream service failed. `status` is its HTTP status, or 502 when it could not be reached
 * or answered something unusable, or 504 when it did not answer in time. `reason` is for logs
 * and never holds story text.
 */
export class UpstreamError extends Error {
  readonly status: number;
  constructor(status: number, reason: string) {
    super(reason);
    this.name = 'UpstreamError';
    this.status = status;
  }
}

function isTimeout(signal: AbortSignal): boolean {
  return (
    signal.aborted && (signal.reason as { name?: string } | undefined)?.name === 'TimeoutError'
  );
}

/** POSTs to an upstream API and returns its JSON reply, or throws UpstreamError. */
export async function postUpstream(
  url: string,
  init: { headers: Record<string, string>; body: string },
  signal: AbortSignal,
): Promise<unknown> {
  let response: Response;
  try {
    // No redirects: a provider URL that moves must be changed in the configuration, not
    // followed, so story text never travels somewhere nobody configured.
    response = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      signal,
      redirect: 'error',
    });
  } catch {
    throw isTimeout(signal)
      ? new UpstreamError(504, 'timed out')
      : new UpstreamError(502, 'unreachable');
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new UpstreamError(response.status, `answered ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    throw isTimeout(signal)
      ? new UpstreamError(504, 'timed out')
      : new UpstreamError(502, 'unreadable reply');
  }
}
