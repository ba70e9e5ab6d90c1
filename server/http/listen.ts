// Binding the HTTP address. A port in use or a host that is not this machine's is an operator
// error: one line naming HOST or PORT, no stack trace.
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { serve } from '@hono/node-server';
import { EnvError, type Env } from '../env';

/**
 * How the line the server logs once it listens begins. Process tests wait for it: what answers
 * on the port before then is not their server.
 */
export const LISTENING_LINE = 'Sahas is running at';

function listenError(error: NodeJS.ErrnoException, env: Env): EnvError {
  const reason =
    error.code === 'EADDRINUSE'
      ? `port ${env.port} on ${env.host} is already in use (PORT)`
      : `cannot listen on ${env.host}:${env.port} (${error.code ?? error.name}; check HOST and PORT)`;
  return new EnvError(`Sahas could not start: ${reason}.`);
}

/** Binds and releases the address once. */
export function listenable(env: Env): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, env)));
    probe.listen(env.port, env.host, () => probe.close(() => resolve()));
  });
}

/** Resolves once listening. */
export function listen(fetch: Parameters<typeof serve>[0]['fetch'], env: Env): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: env.port, hostname: env.host }) as Server;
    server.once('listening', () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, env)));
  });
}
