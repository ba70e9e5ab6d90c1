// A password "hash" that costs nothing, for test servers: the real one (scrypt) takes about a
// quarter of a CPU-second on purpose, and the tests sign up and in by the hundred. Never for
// a server others use: server/env.ts lets a process choose it only with HOST and PUBLIC_URL on
// the machine itself. Its hashes carry their own prefix, so a real server reading
// one refuses the password instead of accepting it.
import { createHash } from 'node:crypto';
import type { PasswordHasher } from './auth';

const fastHash = (password: string) =>
  `test-sha256:${createHash('sha256').update(password).digest('hex')}`;

export const FAST_TEST_HASHER: PasswordHasher = {
  hash: (password) => Promise.resolve(fastHash(password)),
  verify: ({ hash, password }) => Promise.resolve(hash === fastHash(password)),
};
