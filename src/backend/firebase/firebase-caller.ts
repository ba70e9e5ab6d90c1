// Who calls the Firebase adapter: a signed-out caller is refused as the self-hosted server
// refuses one, so screens see the same kind and code on either backend.
import type { User } from 'firebase/auth';
import { BackendError } from '@/backend/backend-error';
import type { FirebaseServices } from '@/backend/firebase/firebase-services';

/** What a signed-out caller is told, with the server's code: screens word it themselves. */
export function signInRequired(): BackendError {
  return new BackendError('unauthenticated', 'Please sign in first.', 401, {
    code: 'signInRequired',
  });
}

/** The signed-in user; else 'unauthenticated' (signInRequired). */
export async function requireUser(services: FirebaseServices): Promise<User> {
  const user = await services.currentUser();
  if (!user) throw signInRequired();
  return user;
}

/** The signed-in user's id; else 'unauthenticated' (signInRequired). */
export async function requireUid(services: FirebaseServices): Promise<string> {
  return (await requireUser(services)).uid;
}
