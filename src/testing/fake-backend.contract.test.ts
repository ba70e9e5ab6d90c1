// The port contract against the fake the component tests render screens with: a screen tested
// on the fake meets the same answers and refusals as on either real backend.
import type { SessionUser } from '@/domain/entities';
import { createFakeBackend } from '@/testing/fake-backend';
import {
  CONTRACT_ADMIN_EMAIL,
  describePortContract,
  type ContractBackends,
} from '@/testing/port-contract';

function fakeContractBackends(): ContractBackends {
  const store = createFakeBackend();
  let accounts = 0;
  const account = (email: string, { verified = true, isAdmin = false } = {}) => {
    accounts += 1;
    const user: SessionUser = { id: `user-${accounts}`, email, emailVerified: verified, isAdmin };
    return { backend: createFakeBackend({ user, sharedWith: store }), user };
  };
  return {
    visitor: () => createFakeBackend({ sharedWith: store }),
    user: (name, options) => Promise.resolve(account(`${name}@example.org`, options)),
    admin: () => Promise.resolve(account(CONTRACT_ADMIN_EMAIL, { isAdmin: true })),
    mediaServed: (url) => Promise.resolve(store.db.media.has(url)),
  };
}

describePortContract('fake backend', fakeContractBackends);
