// Memory benchmark for oversized bodies on the account routes: better-auth reads whole bodies,
// so the server must refuse them before reading (declared length) or after at most its limit
// (chunked), and its memory must stay flat.
//
//   npx tsx --tsconfig tsconfig.server.json bench/auth-body-memory.ts [megabytes] [rounds]
//
// The server is a real process (server/main.ts on a fresh data folder); its RSS is read from
// /proc every 50 ms. This process is the client: for each round it sends, at once, a body of the
// given size (24 MB by default) to each account route, both with Content-Length and chunked,
// from one small buffer written over and over.
import { request } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildServerBundle,
  nextTestPort,
  spawnServer,
  waitUntilHealthy,
} from '../server/testing/server-process';

const MB = 1_000_000;
const ROUTES = ['/api/auth/update-user', '/api/auth/sign-in/email', '/api/auth/sign-up/email'];
const CHUNK = Buffer.alloc(64 * 1024, 'a');

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * Sends `bytes` of body; resolves with the status, or 'closed by the server' when it hung up
 * before this client could read its answer (it refuses the body without reading it).
 */
function send(url: URL, bytes: number, chunked: boolean): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        origin: url.origin,
        'content-type': 'application/json',
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(bytes) }),
      },
    });
    req.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', () => resolve('closed by the server'));
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

async function main() {
  buildServerBundle();
  const megabytes = Number(process.argv[2] ?? 24);
  const rounds = Number(process.argv[3] ?? 3);
  const dataDir = await mkdtemp(join(tmpdir(), 'sahas-bench-body-'));
  const port = nextTestPort();
  const server = spawnServer(
    {
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      AUTH_RATE_LIMIT: 'off',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    port,
  );
  try {
    await waitUntilHealthy(server);
    const pid = server.child.pid ?? 0;
    // Let start-up settle, then take the baseline.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const baseline = await rssMb(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      void rssMb(pid).then((rss) => (peak = Math.max(peak, rss)));
    }, 50);

    const statuses = new Map<string, number>();
    for (let round = 0; round < rounds; round += 1) {
      const answers = await Promise.all(
        ROUTES.flatMap((route) =>
          [false, true].map((chunked) => send(new URL(route, server.url), megabytes * MB, chunked)),
        ),
      );
      for (const answer of answers) {
        statuses.set(String(answer), (statuses.get(String(answer)) ?? 0) + 1);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    clearInterval(sampler);

    const sentMb = rounds * ROUTES.length * 2 * megabytes;
    console.log(
      `${sentMb} MB sent in ${rounds} rounds of ${ROUTES.length * 2} bodies of ${megabytes} MB`,
    );
    console.log(`answers: ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}`);
    console.log(
      `server RSS: baseline ${baseline.toFixed(1)} MB, peak ${peak.toFixed(1)} MB, growth ${(peak - baseline).toFixed(1)} MB`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
