// Checks every request passes before any route reads it: writes only from the app's own pages,
// JSON routes only with JSON, and no body larger than its route needs.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LIMITS } from '@/domain/limits';
import { MESSAGES } from '@/domain/messages';
import { apiError } from './error-handler';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BODILESS_METHODS = new Set(['GET', 'HEAD']);

/** Vite's dev server, trusted only when NODE_ENV=development. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** The origins whose pages may write: the app's own, and in development Vite's. */
export function trustedOrigins(env: { publicUrl: string; nodeEnv?: string }): string[] {
  const own = new URL(env.publicUrl).origin;
  return env.nodeEnv === 'development' ? [own, ...DEV_ORIGINS] : [own];
}

/** The raw-body upload route: it streams files to disk and enforces its own limits. */
const UPLOAD_PATH = '/api/media';
/** Her vault's sealed attachments: raw bodies too, streamed with the same limits (server/vault). */
const VAULT_UPLOAD_PATH = /^\/api\/vault\/attachments\/[^/]+$/;

export const BODY_LIMITS = {
  /** Sign-up, sign-in, reset: an address, a password and a token fit many times over. */
  auth: 64 * 1024,
  /** Any JSON route: the largest is a story at its longest, with its fields. */
  json: LIMITS.storyJsonBodyMaxBytes,
} as const;

function isUpload(c: Context): boolean {
  if (c.req.method === 'PUT') return VAULT_UPLOAD_PATH.test(c.req.path);
  return c.req.method === 'POST' && c.req.path === UPLOAD_PATH;
}

type GuardRefusal = 'crossSiteRefused' | 'jsonBodyRequired' | 'requestTooLarge';

function refuse(c: Context, status: 403 | 413 | 415, key: GuardRefusal) {
  // A body we will not read cannot stay on a keep-alive connection: say it will close.
  c.header('Connection', 'close');
  return apiError(c, status, MESSAGES[key], key);
}

/**
 * State-changing requests must come from the app's own origin. Browsers send Origin on every
 * cross-origin and same-origin write; when a privacy setting strips it, Sec-Fetch-Site still
 * says whether the page was ours. A page on another port or subdomain is same-site but not
 * same-origin, so SameSite cookies alone do not stop it.
 */
export function sameOriginWrites(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    // An opaque origin ("null": a sandboxed frame, a data: page) is never ours.
    const fromOwnPage =
      origin !== undefined ? allowed.has(origin) : c.req.header('sec-fetch-site') === 'same-origin';
    if (!fromOwnPage) return refuse(c, 403, 'crossSiteRefused');
    return next();
  };
}

/** JSON routes refuse bodies of any other type (a form or text/plain body is a forged write). */
export function jsonBodiesOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || isUpload(c) || !hasBody(c)) return next();
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      return refuse(c, 415, 'jsonBodyRequired');
    }
    return next();
  };
}

/**
 * Every route has a body limit, checked from Content-Length before reading and counted while
 * reading a chunked body; the upload route keeps its own, larger one.
 */
export function boundedBodies(): MiddlewareHandler {
  const limiters = {
    auth: bodyLimit({ maxSize: BODY_LIMITS.auth, onError: tooLarge }),
    json: bodyLimit({ maxSize: BODY_LIMITS.json, onError: tooLarge }),
  };
  return async (c, next) => {
    // GET and HEAD reach no route with a body (the server hands none on), and asking for one
    // would cost every page and list a full Request.
    if (BODILESS_METHODS.has(c.req.method) || isUpload(c)) return next();
    const limiter = c.req.path.startsWith('/api/auth/') ? limiters.auth : limiters.json;
    return limiter(c, next);
  };
}

function tooLarge(c: Context) {
  return refuse(c, 413, 'requestTooLarge');
}

function hasBody(c: Context): boolean {
  // HTTP/1.1: a request with neither header has no body (Chromium sends neither on a bodiless
  // DELETE).
  const length = c.req.header('content-length');
  if (length !== undefined) return length.trim() !== '0';
  return c.req.header('transfer-encoding') !== undefined;
}
