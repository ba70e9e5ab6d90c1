// The security and privacy headers of every response, in one place for both deployments: the
// self-hosted server sets SELF_HOSTED_HEADERS itself, and netlify.toml (the Firebase build)
// carries FIREBASE_HEADERS, which a test keeps equal to these values.
import type { Context, MiddlewareHandler } from 'hono';

type Directives = Readonly<Record<string, readonly string[]>>;

/**
 * Only our own files: no inline or eval'd script, no inline style but the page's own stylesheet,
 * named by its hash (selfHostedPolicy; toasts too are drawn with the app's stylesheet), no
 * plugins, no <base> tricks, no framing, forms post only to us. Pictures and recordings may be
 * blob: and data: URLs: previews of files picked or recorded on the phone, before upload.
 */
const SELF_HOSTED_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'blob:', 'data:'],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  // The offline service worker (src/app/service-worker.ts), and nothing else.
  'worker-src': ["'self'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** Firebase's own hosts, for the build that talks to Firebase instead of our server. */
const FIREBASE_AUTH_DOMAIN = 'https://*.firebaseapp.com';
const FIREBASE_API_HOSTS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  'https://firebasestorage.googleapis.com',
];
const FIREBASE_STORAGE = 'https://firebasestorage.googleapis.com';

const FIREBASE_DIRECTIVES: Directives = {
  ...SELF_HOSTED_DIRECTIVES,
  // Google sign-in (signInWithPopup) loads Google's API script and the auth domain's iframe.
  'script-src': ["'self'", 'https://apis.google.com'],
  'frame-src': [FIREBASE_AUTH_DOMAIN],
  'img-src': [...(SELF_HOSTED_DIRECTIVES['img-src'] ?? []), FIREBASE_STORAGE],
  'media-src': [...(SELF_HOSTED_DIRECTIVES['media-src'] ?? []), FIREBASE_STORAGE],
  'connect-src': ["'self'", ...FIREBASE_API_HOSTS, FIREBASE_AUTH_DOMAIN],
};

export function policyText(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** No camera or location for anyone; the microphone for our own voice notes only. */
const PERMISSIONS_POLICY = 'camera=(), geolocation=(), microphone=(self), payment=(), usb=()';

const COMMON_HEADERS = {
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

declare module 'hono' {
  interface ContextVariableMap {
    /**
     * The `'sha256-…'` hashes of the inline <style> elements of the page being sent (spa.ts),
     * read from the built page as the server started.
     */
    inlineStyleHashes: readonly string[] | undefined;
  }
}

/**
 * The self-hosted policy; for a page, with its own inline styles' hashes: the build puts the main
 * stylesheet in every page (scripts/vite-inline-stylesheet.ts) so the first paint waits for no
 * file, and only that exact text may apply.
 */
export function selfHostedPolicy(styleHashes: readonly string[] = []): string {
  return policyText({
    ...SELF_HOSTED_DIRECTIVES,
    'style-src': [...(SELF_HOSTED_DIRECTIVES['style-src'] ?? []), ...styleHashes],
  });
}

/** The headers of every answer; a page's policy also names its inline styles (securityHeaders). */
export const SELF_HOSTED_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  'Content-Security-Policy': selfHostedPolicy(),
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const FIREBASE_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  'Content-Security-Policy': policyText(FIREBASE_DIRECTIVES),
  // The Google sign-in popup reports back through window.opener, which same-origin cuts.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

const SELF_HOSTED_ENTRIES = Object.entries(SELF_HOSTED_HEADERS);

/**
 * Gives the finished answer these header values where it lacks them or says otherwise. An
 * answer the route built with c.json or c.body already carries what was set before the route
 * ran, and leaves untouched: copying it would cost Hono a full Response and its body a stream.
 * A Response a route returns itself (files, pages, better-auth's answers) is copied once.
 */
export function ensureHeaders(c: Context, wanted: Iterable<readonly [string, string]>): void {
  let copied = false;
  for (const [name, value] of wanted) {
    if (c.res.headers.get(name) === value) continue;
    // c.header copies a finished answer (its headers may be read-only), so only the first time.
    if (copied) c.res.headers.set(name, value);
    else c.header(name, value);
    copied = true;
  }
}

/**
 * Sets SELF_HOSTED_HEADERS on every response: pages, assets, API answers, media and errors; a
 * page whose inline styles spa.ts named gets a policy that names their hashes. Set before the
 * route runs, so that the answer it builds carries them, and checked after, for the answers it
 * did not build through Hono.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  for (const [name, value] of SELF_HOSTED_ENTRIES) c.header(name, value);
  await next();
  const styleHashes = c.get('inlineStyleHashes');
  ensureHeaders(
    c,
    styleHashes && styleHashes.length > 0
      ? Object.entries({
          ...SELF_HOSTED_HEADERS,
          'Content-Security-Policy': selfHostedPolicy(styleHashes),
        })
      : SELF_HOSTED_ENTRIES,
  );
};

/**
 * One year, for this host only. Not `includeSubDomains`: the other names under the operator's
 * domain are not Sahas's to decide (an NGO may run Sahas at sahas.ngo.example beside sites of
 * its own), and the session cookies do not need it: over https they are `__Host-` cookies,
 * which no subdomain can set or overwrite. An operator who owns the whole domain can add it at
 * the proxy.
 */
export const HSTS_VALUE = 'max-age=31536000';

/**
 * Strict-Transport-Security on every answer when the public address is https, so that after
 * her first visit the browser never again asks for Sahas over plain http (where anyone on the
 * network could read or change the page). Not over http, where browsers ignore it anyway.
 */
export function strictTransportSecurity(publicUrl: string): MiddlewareHandler {
  const https = publicUrl.startsWith('https://');
  const wanted = [['Strict-Transport-Security', HSTS_VALUE]] as const;
  return async (c, next) => {
    if (!https) return next();
    c.header('Strict-Transport-Security', HSTS_VALUE);
    await next();
    ensureHeaders(c, wanted);
  };
}
