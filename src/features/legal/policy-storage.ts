// What this deployment keeps in her browser, as the Privacy Policy names it. The names are held
// to what is really set by server/auth/policy-cookies.test.ts (better-auth's cookies, over http
// and https) and tests/e2e/policies.spec.ts (every cookie a browser holds after sign-in and a
// language choice), so the policy cannot drift from the code.
import { LANGUAGE_COOKIE } from '@/i18n/locales';

export { LANGUAGE_COOKIE };

/** better-auth's cookie prefix on the self-hosted server over http (server/auth/auth.ts). */
export const AUTH_COOKIE_PREFIX = 'better-auth';
/** The same over https: `__Host-` cookies, which no other site can set. */
export const SECURE_AUTH_COOKIE_PREFIX = `__Host-${AUTH_COOKIE_PREFIX}`;

/** Keeps her signed in. */
export const SESSION_COOKIE = `${AUTH_COOKIE_PREFIX}.session_token`;
/** Set with it at sign-in: her session ends when the browser closes (rememberMe: false). */
export const BROWSER_SESSION_COOKIE = `${AUTH_COOKIE_PREFIX}.dont_remember`;
/** Only while Google sign-in is under way (five minutes): protects that sign-in. */
export const GOOGLE_STATE_COOKIE = `${AUTH_COOKIE_PREFIX}.state`;

/** Every cookie the self-hosted server sets, by their names over http. */
export const SELF_HOSTED_AUTH_COOKIES: readonly string[] = [
  SESSION_COOKIE,
  BROWSER_SESSION_COOKIE,
  GOOGLE_STATE_COOKIE,
];

/** Where the Account page is: she downloads her data and deletes her account there. */
export const ACCOUNT_PATH = '/account';

export type PolicyBackend = 'self-hosted' | 'firebase';

/** The backend this build talks to (VITE_BACKEND, as the build resolves its adapter). */
export function policyBackend(value: unknown): PolicyBackend {
  return value === 'firebase' ? 'firebase' : 'self-hosted';
}
