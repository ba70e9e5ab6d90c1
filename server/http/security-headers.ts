import type { MiddlewareHandler } from 'hono';

/** Headers on every response: no referrer leaves the site, no sniffing, no framing. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('X-Frame-Options', 'DENY');
  c.header('Permissions-Policy', 'camera=(), geolocation=(), payment=(), usb=()');
};
