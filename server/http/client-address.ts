import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** Set by the server alone (any value a client sends is replaced) and read by better-auth. */
export const CLIENT_IP_HEADER = 'x-sahas-client-ip';

declare module 'hono' {
  interface ContextVariableMap {
    /** Where the request came from, once TRUST_PROXY is applied. */
    clientAddress: string;
  }
}

/**
 * The address a request came from. Behind `trustProxy` proxies (TRUST_PROXY) it is the entry
 * that many hops from the right of X-Forwarded-For, counting the socket's peer as the last hop:
 * entries further left were written by the client and prove nothing.
 */
export function resolveClientAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  trustProxy: number,
): string {
  if (trustProxy <= 0) return socketAddress;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...hops, socketAddress];
  return chain[Math.max(0, chain.length - 1 - trustProxy)] ?? socketAddress;
}

function socketAddressOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (tests call app.request) have no socket.
    return 'in-process';
  }
}

/** Works out the client address once per request, for rate limits. */
export function clientAddressMiddleware(trustProxy: number): MiddlewareHandler {
  return async (c, next) => {
    c.set(
      'clientAddress',
      resolveClientAddress(socketAddressOf(c), c.req.header('x-forwarded-for'), trustProxy),
    );
    await next();
  };
}

export function clientAddress(c: Context): string {
  return c.get('clientAddress') ?? socketAddressOf(c);
}
