// The mail queue, its transport and better-auth as the server's environment configures them:
// shared by the server and the admin:invite command, so an invitation's link and mail match the
// server's own. Account mail goes into the queue; the queue's worker sends it by the transport.
import type { Database } from '../db/database';
import type { Env } from '../env';
import { trustedOrigins } from '../http/request-guards';
import { createMailQueue } from '../mail/mail-queue';
import { createMailer } from '../mail/mailer';
import { createAuth } from './auth';
import { FAST_TEST_HASHER } from './fast-test-hasher';
import { loadAuthSecret } from './auth-secret';

export function authFromEnv(env: Env, db: Database) {
  const transport = createMailer({
    smtpUrl: env.smtpUrl,
    outboxDir: env.mailOutboxDir,
    from: env.mailFrom,
  });
  const queue = createMailQueue(db);
  const auth = createAuth({
    db,
    mailer: queue.mailer,
    publicUrl: env.publicUrl,
    secret: loadAuthSecret(env.authSecret, env.dataDir),
    enumerationProtection: env.enumerationProtection,
    rateLimit: env.authRateLimit,
    google: env.google,
    trustedOrigins: trustedOrigins(env),
    ...(env.passwordHash === 'fast-for-tests' ? { passwordHasher: FAST_TEST_HASHER } : {}),
  });
  return { mailer: queue.mailer, queue, transport, auth };
}
