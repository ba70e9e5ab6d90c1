// Requests to the helper handlers as the SPA sends them.

export function helperRequest(body: unknown, init: { headers?: Record<string, string> } = {}) {
  return new Request('http://helpers.test/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const signedIn = async () => ({ userId: 'user-1' });
export const signedOut = async () => null;
