// Ending the session of a request: its row goes, its cookie is expired in the answer.
import type { Auth } from '../auth/auth';

/**
 * A 204 that signs the caller out. Photos and recordings a reader opened sit in the HTTP cache,
 * which no page script can empty: Clear-Site-Data has the browser clear it for this origin (on
 * sign-out, and so on quick exit and account deletion).
 */
export async function signedOutResponse(auth: Auth, requestHeaders: Headers): Promise<Response> {
  const response = await auth.api.signOut({ headers: requestHeaders, asResponse: true });
  const headers = new Headers({ 'Cache-Control': 'no-store', 'Clear-Site-Data': '"cache"' });
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 204, headers });
}
