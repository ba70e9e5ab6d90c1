import type { SessionUser } from '@/domain/entities';
import type { AuthPort } from '@/backend/port';

/** An in-memory auth port for component tests: a fixed user, and sign-out that can fail. */
export function createFakeAuth(
  initial: SessionUser | null,
  options: { signOutFails?: boolean } = {},
): AuthPort & { signOutCalls: number } {
  let user = initial;
  const listeners = new Set<(user: SessionUser | null) => void>();
  return {
    signOutCalls: 0,
    watch(listener) {
      listeners.add(listener);
      listener(user);
      return () => listeners.delete(listener);
    },
    async signOut() {
      this.signOutCalls += 1;
      if (options.signOutFails) throw new Error('network down');
      user = null;
      for (const listener of listeners) listener(null);
    },
  };
}

export const SIGNED_IN_USER: SessionUser = {
  id: 'u1a2b3c4d5e6f7',
  email: 'reader@example.org',
  emailVerified: true,
  isAdmin: false,
};

export const ADMIN_USER: SessionUser = { ...SIGNED_IN_USER, id: 'adm9876543210', isAdmin: true };
