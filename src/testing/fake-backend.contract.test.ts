// The port contract against the fake the component tests render screens with: a screen tested
// on the fake meets the same answers and refusals as on either real backend.
import type { SessionUser } from '@/domain/entities';
import { createFakeBackend } from '@/testing/fake-backend';
import {
  CONTRACT_ADMIN_EMAIL,
  CONTRACT_PASSWORD,
  describePortContract,
  type ContractBackends,
} from '@/testing/port-contract';

function fakeContractBackends(): ContractBackends {
  const store = createFakeBackend();
  const account = (email: string, { verified = true, isAdmin = false } = {}) => {
    // The id the fake's sign-in gives the same address, so a second browser is the same person.
    const user: SessionUser = { id: `user-${email}`, email, emailVerified: verified, isAdmin };
    store.auth.accounts.set(email, { password: CONTRACT_PASSWORD, verified, disabled: false });
    return { backend: createFakeBackend({ user, sharedWith: store }), user };
  };
  return {
    visitor: () => createFakeBackend({ sharedWith: store }),
    user: (name, options) => Promise.resolve(account(`${name}@example.org`, options)),
    admin: () => Promise.resolve(account(CONTRACT_ADMIN_EMAIL, { isAdmin: true })),
    async signIn(email, password = CONTRACT_PASSWORD) {
      const backend = createFakeBackend({ sharedWith: store });
      await backend.auth.signIn(email, password);
      return backend;
    },
    mediaServed: (url) => Promise.resolve(store.db.media.has(url)),
  };
}

describePortContract('fake backend', fakeContractBackends, {
  leaveOut: {
    'sessions-elsewhere':
      'the fake keeps no sessions: each fake is one browser, which it signs out itself',
  },
});
