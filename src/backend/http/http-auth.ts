import type { SessionUser } from '@/domain/entities';
import type { AuthPort } from '@/backend/port';

/** Auth against the self-hosted server: the session lives in an httpOnly cookie. */
export function createHttpAuth(baseUrl = ''): AuthPort {
  const listeners = new Set<(user: SessionUser | null) => void>();
  let current: SessionUser | null = null;
  let known = false;

  function publish(user: SessionUser | null) {
    current = user;
    known = true;
    for (const listener of listeners) listener(user);
  }

  async function fetchSession(): Promise<SessionUser | null> {
    try {
      const response = await fetch(`${baseUrl}/api/session`, {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) {
        return null;
      }
      const body = (await response.json()) as { user?: SessionUser | null };
      return body.user ?? null;
    } catch {
      // Offline or no server: the visitor is treated as signed out, never blocked.
      return null;
    }
  }

  return {
    watch(listener) {
      listeners.add(listener);
      void fetchSession().then((user) => {
        if (listeners.has(listener)) publish(user);
      });
      if (known) listener(current);
      return () => {
        listeners.delete(listener);
      };
    },
    async signOut() {
      const response = await fetch(`${baseUrl}/api/session`, {
        method: 'DELETE',
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`Sign-out failed with status ${response.status}`);
      publish(null);
    },
  };
}
