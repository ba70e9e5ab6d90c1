// The self-hosted server sends her back to /auth?google=failed&error=<code> when Google refuses
// or she declines. The code is whatever the address says, so anyone can put anything there: it
// is never shown, only sorted into "she declined" or "it failed".

export type GoogleFailure = 'declined' | 'failed';

/** The query parameters of that return; taken off the address once read. */
export const GOOGLE_FAILURE_PARAMS = ['google', 'error', 'error_description'] as const;

/** What the address says of a Google sign-in that did not happen, or null. */
export function googleFailureIn(params: URLSearchParams): GoogleFailure | null {
  if (params.get('google') !== 'failed') return null;
  // OAuth's code for a person who said no at the consent page.
  return params.get('error') === 'access_denied' ? 'declined' : 'failed';
}
