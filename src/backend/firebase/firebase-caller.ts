// Who calls the Firebase adapter: a signed-out caller is refused as the self-hosted server
// refuses one, so screens see the same kind and code on either backend.
import type { User } from 'firebase/auth';
import { signInRequired } from '@/backend/backend-error';
import type { FirebaseServices } from '@/backend/firebase/firebase-services';

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
