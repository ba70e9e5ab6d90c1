// better-auth, configured for Sahas: the spec's e-mail and password rules enforced here,
// no account enumeration by default, rate limits keyed by client address, nothing about the
// device or address stored with a session.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { hasControlCharacters } from '@/domain/control-characters';
import { isValidEmail } from '@/domain/email';
import { LIMITS } from '@/domain/limits';
import { isStrongPassword } from '@/domain/password-rules';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { existingAccountMail, passwordResetMail, verificationMail } from '../mail/auth-mails';
import { mailTranslator } from '../mail/mail-i18n';
import { mailLocale } from '../mail/mail-locale';
import { createVerifyEmailLink, verifyEmailJwtFor } from '../mail/verify-email-links';
import { AUTH_ERROR } from './auth-error-codes';
import { CLIENT_IP_HEADER } from '../http/client-address';
import { errorSummary } from '../http/error-handler';
import { log } from '../logging/logger';
import { type GoogleEndpoints, pointGoogleAt } from './google-endpoints';
import { RESET_LINK_LIFETIME_S, createResetLink } from './reset-links';
import {
  noteSessionHeldWhileVerifying,
  startFreshSessionAfterVerifying,
} from './verify-keeps-session';

export interface AuthOptions {
  db: Database;
  /** Where account mail goes: the server's durable queue (mail-queue.ts), or a test's capture. */
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  enumerationProtection: boolean;
  rateLimit: boolean;
  google:
    | {
        clientId: string;
        clientSecret: string;
        /** Test servers only: a stand-in's endpoints in place of Google's (google-endpoints.ts). */
        endpoints?: GoogleEndpoints;
      }
    | undefined;
  trustedOrigins?: string[];
  logLevel?: 'debug' | 'info' | 'warn' | 'error';
  /**
   * Replaces the deliberately slow password hash. Only test servers pass one, so that hundreds of
   * sign-ups stay fast; the auth tests keep the real hash.
   */
  passwordHasher?: PasswordHasher;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

/** Per-address limits: high, because carriers and proxies put many women behind one address. */
export const AUTH_ADDRESS_LIMITS = {
  '/sign-in/email': { window: 60, max: 60 },
  '/sign-up/email': { window: 60, max: 20 },
  '/request-password-reset': { window: 60, max: 20 },
  '/reset-password': { window: 60, max: 30 },
  '/change-password': { window: 60, max: 20 },
  '/send-verification-email': { window: 60, max: 20 },
} as const;

/**
 * better-auth's warnings that say which of "no such account" and "wrong password" it was: not
 * logged, so that no log line tells whether an address has an account.
 */
const ACCOUNT_REVEALING_LINES =
  /user not found|invalid password|password not found|existing email/i;

/** What the before hook returns to replace the mailed token with the JWT. */
interface TokenSwap {
  context: { query: Record<string, unknown> };
}

const VERIFY_LINK_LIFETIME_S = 24 * 60 * 60;

function displayNameFor(email: string): string {
  return email.split('@')[0] || 'Anonymous User';
}

export function createAuth(options: AuthOptions) {
  const { db, mailer, publicUrl, enumerationProtection } = options;
  // The mails' catalogues are read and compiled now, not when the first mail is due.
  void mailTranslator();
  const send = (mail: Parameters<Mailer['send']>[0]) =>
    mailer
      .send(mail)
      .catch((error: unknown) => log.error('Mail could not be sent', errorSummary(error)));

  async function findUserByEmail(email: string) {
    const [found] = await db
      .select({ id: schema.user.id, disabled: schema.user.disabled })
      .from(schema.user)
      .where(eq(schema.user.email, email.trim().toLowerCase()))
      .limit(1);
    return found;
  }

  const auth = betterAuth({
    appName: 'Sahas',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins ?? [publicUrl],
    telemetry: { enabled: false },
    // Unexpected failures go to the app's error handler, which logs them without their message
    // (better-call would print the whole error, failed query and parameters included).
    onAPIError: { throw: true },
    logger: {
      level: options.logLevel ?? 'warn',
      // Database errors reach this log with the failed query and its parameters (addresses,
      // tokens) in the message itself: only its first line is kept, without any address.
      log: (level, message) => {
        if (ACCOUNT_REVEALING_LINES.test(String(message))) return;
        const firstLine = String(message).trim().split('\n')[0] ?? '';
        const line = `better-auth ${level}: ${firstLine.replace(/\S+@\S+/g, '<address>').slice(0, 200)}`;
        if (level === 'error') log.error(line);
        else if (level === 'warn') log.warn(line);
        else log.info(line);
      },
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    // Mailed tokens (reset and set-password links, verification links' keys) are stored as their
    // SHA-256 only: the database does not hold what opens the links in her inbox.
    verification: { storeIdentifier: 'hashed' },
    user: {
      additionalFields: {
        disabled: { type: 'boolean', required: false, defaultValue: false, input: false },
        ownerPasswordAt: { type: 'date', required: false, input: false, returned: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.passwordMinLength,
      maxPasswordLength: LIMITS.passwordMaxLength,
      // With protection on, signing up with a registered address answers like a new sign-up
      // (better-auth's generic duplicate response) and e-mails the address's owner instead.
      autoSignIn: !enumerationProtection,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_S,
      ...(options.passwordHasher ? { password: options.passwordHasher } : {}),
      // Each mail in the language of the request that asked for it.
      sendResetPassword: async ({ user, url }, request) => {
        await send(await passwordResetMail(user.email, url, mailLocale(request)));
      },
      // The link was mailed to the address, so whoever used it reads that mailbox: the address
      // is hers, and so is the password she chose (admin rights may start now).
      onPasswordReset: async ({ user }) => {
        await db
          .update(schema.user)
          .set({ emailVerified: true, ownerPasswordAt: new Date() })
          .where(eq(schema.user.id, user.id));
      },
      // The owner learns someone used her address, with a link to take the account back.
      onExistingUserSignUp: async ({ user }, request) => {
        const resetUrl = await createResetLink(auth, {
          userId: user.id,
          publicUrl,
          lifetimeS: RESET_LINK_LIFETIME_S,
        });
        await send(
          await existingAccountMail(user.email, `${publicUrl}/auth`, resetUrl, mailLocale(request)),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_LINK_LIFETIME_S,
      // Not better-auth's link, whose JWT names her account id: an opaque token of ours.
      sendVerificationEmail: async ({ user, url }, request) => {
        const link = await createVerifyEmailLink(auth, {
          userId: user.id,
          betterAuthUrl: url,
          publicUrl,
          lifetimeS: VERIFY_LINK_LIFETIME_S,
        });
        await send(await verificationMail(user.email, link, mailLocale(request)));
      },
      // Whoever registered the address may not be the person who reads it: sessions opened
      // before the owner confirmed it end now, whoever holds them. The browser that opened the
      // link holding one of them is noted first: it gets a fresh session in the after hook
      // (verify-keeps-session.ts says why that grants nothing new). better-auth's own
      // autoSignInAfterVerification would sign in any browser, her registrant's account too.
      afterEmailVerification: async (user, request) => {
        await noteSessionHeldWhileVerifying(auth, user.id, request);
        await db.delete(schema.session).where(eq(schema.session.userId, user.id));
      },
    },
    socialProviders: options.google
      ? { google: { clientId: options.google.clientId, clientSecret: options.google.clientSecret } }
      : {},
    rateLimit: {
      enabled: options.rateLimit,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: { ...AUTH_ADDRESS_LIMITS },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Over https every cookie is a __Host- cookie (Secure, Path=/, no Domain), which a page on
      // another port or subdomain cannot set, so it cannot slip its own session in beside hers.
      // better-auth's own secure prefix is __Secure-, which such a page can set with a Domain:
      // the prefix is put in the name instead, and the attributes __Host- requires given here.
      useSecureCookies: false,
      cookiePrefix: publicUrl.startsWith('https://') ? '__Host-better-auth' : 'better-auth',
      defaultCookieAttributes: {
        sameSite: 'lax',
        httpOnly: true,
        path: '/',
        secure: publicUrl.startsWith('https://'),
      },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await db
              .insert(schema.profiles)
              .values({
                userId: created.id,
                email: created.email,
                displayName: displayNameFor(created.email),
                provider: 'email',
              })
              .onConflictDoNothing();
          },
        },
      },
      account: {
        create: {
          after: async (created) => {
            if (created.providerId !== 'google') return;
            await db
              .update(schema.profiles)
              .set({ provider: 'google' })
              .where(eq(schema.profiles.userId, created.userId));
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const [owner] = await db
              .select({ disabled: schema.user.disabled })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            if (owner?.disabled) throw new APIError('FORBIDDEN', AUTH_ERROR.userDisabled);
            return { data: { ...session, ipAddress: null, userAgent: null } };
          },
        },
      },
    },
    hooks: {
      // Its return type is spelled out: the hook reads `auth`, whose type comes from this config.
      before: createAuthMiddleware(async (ctx): Promise<TokenSwap | undefined> => {
        // The mailed token is traded for the JWT better-auth verifies, inside the server.
        if (ctx.path === '/verify-email') {
          const token: unknown = ctx.query?.token;
          const jwt = typeof token === 'string' ? await verifyEmailJwtFor(auth, token) : undefined;
          if (jwt) return { context: { query: { ...ctx.query, token: jwt } } };
          return;
        }
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === '/sign-up/email' || ctx.path === '/update-user') {
          if (
            body.name !== undefined &&
            (typeof body.name !== 'string' || hasControlCharacters(body.name, { multiline: false }))
          ) {
            throw new APIError('BAD_REQUEST', AUTH_ERROR.invalidName);
          }
        }
        if (ctx.path === '/sign-up/email') {
          if (typeof body.email !== 'string' || !isValidEmail(body.email.trim())) {
            throw new APIError('BAD_REQUEST', AUTH_ERROR.invalidEmail);
          }
          if (typeof body.password !== 'string' || !isStrongPassword(body.password)) {
            throw new APIError('BAD_REQUEST', AUTH_ERROR.weakPassword);
          }
        }
        // One password rule for every way a password is set.
        if (ctx.path === '/reset-password' || ctx.path === '/change-password') {
          if (typeof body.newPassword !== 'string' || !isStrongPassword(body.newPassword)) {
            throw new APIError('BAD_REQUEST', AUTH_ERROR.weakPassword);
          }
        }
        if (ctx.path === '/request-password-reset' && !enumerationProtection) {
          if (typeof body.email === 'string' && !(await findUserByEmail(body.email))) {
            throw new APIError('NOT_FOUND', AUTH_ERROR.userNotFound);
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/verify-email') return startFreshSessionAfterVerifying(ctx);
        if (ctx.path !== '/sign-in/email' || enumerationProtection) return;
        const returned = ctx.context.returned;
        if (
          !(returned instanceof APIError) ||
          returned.body?.code !== 'INVALID_EMAIL_OR_PASSWORD'
        ) {
          return;
        }
        // Protection off: say which of the two it was, as the spec's messages do.
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        const known = typeof email === 'string' ? await findUserByEmail(email) : undefined;
        throw new APIError(
          'UNAUTHORIZED',
          known ? AUTH_ERROR.wrongPassword : AUTH_ERROR.userNotFound,
        );
      }),
    },
  });
  // Registered before any request can await the context, so the first sign-in already uses them.
  const googleEndpoints = options.google?.endpoints;
  if (googleEndpoints) {
    pointGoogleAt(auth, googleEndpoints).catch((error: unknown) =>
      log.error('Google endpoints could not be set', errorSummary(error)),
    );
  }
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
