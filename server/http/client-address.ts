import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** Set by the server alone (any value a client sends is replaced) and read by better-auth. */
export const CLIENT_IP_HEADER = 'x-sahas-client-ip';

export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (tests call app.request) have no socket.
    return 'in-process';
  }
}
