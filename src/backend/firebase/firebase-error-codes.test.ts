// The Firebase adapter raises the same codes as the self-hosted server for the same failures,
// so screens branch the same way on either backend.
import type { User } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { ensureProfile } from '@/backend/firebase/firebase-profile';
import type { FirebaseServices } from '@/backend/firebase/firebase-services';
import { requireUid } from '@/backend/firebase/firebase-caller';
import { MESSAGES } from '@/domain/messages';

async function failureOf(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

const signedOut = { currentUser: () => Promise.resolve(null) } as unknown as FirebaseServices;

describe('Firebase adapter error codes', () => {
  it('says profileCreateFailed when her profile cannot be written', async () => {
    const unreachable = {
      firestore: () => Promise.reject(new Error('offline')),
    } as unknown as FirebaseServices;
    const user = { uid: 'u1', email: 'a@example.org', providerData: [] } as unknown as User;
    expect(await failureOf(ensureProfile(unreachable, user))).toMatchObject({
      kind: 'unavailable',
      code: 'profileCreateFailed',
      message: MESSAGES.profileCreateFailed,
    });
  });

  it('tells a signed-out caller to sign in with the server’s code', async () => {
    expect(await failureOf(requireUid(signedOut))).toMatchObject({
      kind: 'unauthenticated',
      status: 401,
      code: 'signInRequired',
    });
  });
});
