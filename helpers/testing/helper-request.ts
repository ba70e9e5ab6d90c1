// Requests to the helper handlers as the SPA sends them.
import type { Authenticate } from '../helper-handlers';

export function helperRequest(body: unknown, init: { headers?: Record<string, string> } = {}) {
  return new Request('http://helpers.test/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const signedIn: Authenticate = () => Promise.resolve({ userId: 'user-1' });
export const signedOut: Authenticate = () => Promise.resolve(null);
