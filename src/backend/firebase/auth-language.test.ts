// Firebase's own e-mails come from its template for the Auth instance's languageCode: each call
// that makes Firebase send one must set it to the interface language first.
import type { Auth, User } from 'firebase/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { createFirebaseAccount } from '@/backend/firebase/firebase-account';
import { createFirebaseAuth } from '@/backend/firebase/firebase-auth';
import type { AuthSdk, FirebaseServices } from '@/backend/firebase/firebase-services';
import { activateForTests } from '@/testing/i18n';

/** Services whose SDK records the Auth instance's language at the moment each mail is sent. */
function fakeServices() {
  const sent: { mail: string; languageCode: string | null }[] = [];
  const auth = { languageCode: null } as Auth;
  const user = { uid: 'u1', email: 'asha@example.org' } as User;
  const sdk = {
    createUserWithEmailAndPassword: () => Promise.resolve({ user }),
    sendEmailVerification: () => {
      sent.push({ mail: 'verify', languageCode: auth.languageCode });
      return Promise.resolve();
    },
    sendPasswordResetEmail: () => {
      sent.push({ mail: 'reset', languageCode: auth.languageCode });
      return Promise.resolve();
    },
  } as unknown as AuthSdk;
  const services = {
    auth: () => Promise.resolve({ sdk, auth }),
    withIsolatedAuth: (call) => call({ sdk, auth }),
    currentUser: () => Promise.resolve(user),
  } as Partial<FirebaseServices> as FirebaseServices;
  return { services, sent };
}

afterEach(() => {
  activateForTests('en');
});

describe('Firebase e-mails in the interface language', () => {
  it('asks Firebase for its Hindi templates when the interface is in Hindi', async () => {
    activateForTests('hi');
    const { services, sent } = fakeServices();
    await createFirebaseAuth(services).signUp('asha@example.org', 'Brave#Heart9');
    await createFirebaseAuth(services).sendPasswordReset('asha@example.org');
    await createFirebaseAccount(services).resendVerification();
    expect(sent).toEqual([
      { mail: 'verify', languageCode: 'hi' },
      { mail: 'reset', languageCode: 'hi' },
      { mail: 'verify', languageCode: 'hi' },
    ]);
  });

  it('switches back to English with the interface', async () => {
    activateForTests('hi');
    const { services, sent } = fakeServices();
    await createFirebaseAuth(services).sendPasswordReset('asha@example.org');
    activateForTests('en');
    await createFirebaseAuth(services).sendPasswordReset('asha@example.org');
    expect(sent.map((mail) => mail.languageCode)).toEqual(['hi', 'en']);
  });
});
