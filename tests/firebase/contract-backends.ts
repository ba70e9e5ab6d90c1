// The port contract's accounts on the emulators: each a Firebase adapter with its own app (its
// own session), signed up and in as the SPA does it; the admin by the custom claim
// `npm run admin:grant` sets.
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { ContractAccount, ContractBackends } from '@/testing/port-contract';
import { CONTRACT_ADMIN_EMAIL, CONTRACT_PASSWORD } from '@/testing/port-contract';
import { grantAdmin } from '../../scripts/admin-grant';
import { emulatorBackend } from './emulator';

export function emulatorContractBackends(admin: App): ContractBackends {
  async function account(
    email: string,
    { verified = true, isAdmin = false } = {},
  ): Promise<ContractAccount> {
    const backend = emulatorBackend();
    await backend.auth.signUp(email, CONTRACT_PASSWORD);
    if (verified) {
      // As if the e-mail's link was followed.
      const { uid } = await getAuth(admin).getUserByEmail(email);
      await getAuth(admin).updateUser(uid, { emailVerified: true });
    }
    if (isAdmin) await grantAdmin(getAuth(admin), email);
    return { backend, user: await backend.auth.signIn(email, CONTRACT_PASSWORD) };
  }

  return {
    visitor: () => emulatorBackend(),
    user: (name, options) => account(`${name}@example.org`, options),
    admin: () => account(CONTRACT_ADMIN_EMAIL, { isAdmin: true }),
    async signIn(email, password = CONTRACT_PASSWORD) {
      const backend = emulatorBackend();
      await backend.auth.signIn(email, password);
      return backend;
    },
    async mediaServed(url) {
      return (await fetch(url)).status === 200;
    },
  };
}
