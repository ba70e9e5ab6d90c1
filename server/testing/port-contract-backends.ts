// The port contract's accounts on a test server: each a browser of its own (the HTTP adapter
// with its own cookie jar), signed up and in as the SPA does it.
import type { ContractBackends } from '@/testing/port-contract';
import { CONTRACT_ADMIN_EMAIL, CONTRACT_PASSWORD as PASSWORD } from '@/testing/port-contract';
import { backendFor, signedInBackend } from './backend-client';
import type { TestServer } from './test-server';

/** For a server started with `adminEmails: [CONTRACT_ADMIN_EMAIL]`. */
export function serverContractBackends(server: TestServer): ContractBackends {
  return {
    visitor: () => backendFor(server),
    async user(name, { verified = true } = {}) {
      const email = `${name}@example.org`;
      if (verified) return signedInBackend(server, email, PASSWORD);
      // Signed up and in, the confirmation link never followed.
      const backend = backendFor(server);
      await backend.auth.signUp(email, PASSWORD);
      return { backend, user: await backend.auth.signIn(email, PASSWORD) };
    },
    admin: () => signedInBackend(server, CONTRACT_ADMIN_EMAIL, PASSWORD),
    async signIn(email, password = PASSWORD) {
      const backend = backendFor(server);
      await backend.auth.signIn(email, password);
      return backend;
    },
    async mediaServed(url) {
      return (await server.app.request(url)).status === 200;
    },
  };
}
