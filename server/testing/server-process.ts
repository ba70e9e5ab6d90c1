// The server as a real process on a data directory, for tests that kill and restart it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { LISTENING_LINE } from '../http/listen';
import { repoPath } from '../repo-path';

/**
 * The server as `npm start` runs it: the bundle of scripts/build-server.mjs, in one node process
 * (a SIGKILL hits the server itself, and its exit code comes back), which starts in about 2 s
 * where tsx took 3.4. Built afresh by `buildServerBundle` before the tests that start it
 * (server/testing/build-server-bundle.ts, set as their projects' globalSetup) and the benchmarks.
 */
const SERVER_BUNDLE = repoPath('dist-server/main.mjs');

/** Bundles the server's current source into dist-server/ (under half a second). */
export function buildServerBundle(): void {
  execFileSync(process.execPath, [repoPath('scripts/build-server.mjs')], { stdio: 'inherit' });
}

/**
 * `buildServerBundle` unless this process (or its parent, through the environment) already did:
 * the Vitest projects that start servers, and servers started side by side, share one build.
 * Returns whether it built.
 */
export function buildServerBundleOnce(): boolean {
  if (process.env['SAHAS_SERVER_BUNDLE_BUILT']) return false;
  buildServerBundle();
  process.env['SAHAS_SERVER_BUNDLE_BUILT'] = '1';
  return true;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  exited: Promise<number | null>;
  output(): string;
}

/**
 * Node flags for a server (or a script) that lives for a test: the embedded database's
 * WebAssembly compiled once by V8's baseline compiler, without recompiling its busy functions in
 * the background. The same queries, answered alike; a start took 2.8 CPU-seconds instead of 4.1
 * on 2 cores, and the tests start the server about forty times. A long-lived server (the
 * benchmarks') passes [].
 */
export const SHORT_LIVED_NODE_FLAGS = ['--liftoff-only'];

export function spawnServer(
  env: Record<string, string>,
  port = nextTestPort(),
  nodeFlags: readonly string[] = SHORT_LIVED_NODE_FLAGS,
): ServerProcess {
  if (!existsSync(SERVER_BUNDLE)) {
    throw new Error(`${SERVER_BUNDLE} is missing: buildServerBundle() builds it`);
  }
  const child = spawn(process.execPath, [...nodeFlags, SERVER_BUNDLE], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, url: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/**
 * The exit code, or 'still running' (and the process killed) after `hangMs`. A bound on a hang,
 * not a speed check: on a loaded 2-core machine loading the server's modules can take seconds.
 */
export async function exitCodeUnlessHung(
  server: ServerProcess,
  hangMs = 30_000,
): Promise<number | null | 'still running'> {
  let timer: NodeJS.Timeout | undefined;
  const code = await Promise.race([
    server.exited,
    new Promise<'still running'>((resolve) => {
      timer = setTimeout(() => resolve('still running'), hangMs);
    }),
  ]);
  clearTimeout(timer);
  if (code === 'still running') server.child.kill('SIGKILL');
  return code;
}

/**
 * Ports for test servers: each process draws from a block of its own, below the range the system
 * hands out for outgoing connections and `listen(0)` (32768 and up on Linux). Two processes'
 * servers never meet on one port, as two draws from `listen(0)` once did, and as two Vitest
 * projects' workers did when blocks went by VITEST_POOL_ID, which each project counts from 1 (a
 * restarted server found its port taken, and its client talked to the other test's server).
 */
const PORT_BLOCK_SIZE = 200;
const PORT_BLOCKS_FROM = 21_000;
const PORT_BLOCKS = 50;

/** Whether process `pid` is still running. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The first port of a block no other running process holds: claimed by creating its lock file
 * (which only one creator can), removed when this process exits normally, and taken over once
 * the process it names is gone (Vitest stops its workers with a signal, which leaves it).
 */
function claimPortBlock(): number {
  for (let block = 0; block < PORT_BLOCKS; block++) {
    const lock = join(tmpdir(), `sahas-test-ports-${block}.lock`);
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        writeFileSync(lock, String(process.pid), { flag: 'wx' });
        process.on('exit', () => rmSync(lock, { force: true }));
        return PORT_BLOCKS_FROM + block * PORT_BLOCK_SIZE;
      } catch {
        const holder = Number(readFileSync(lock, 'utf8'));
        if (holder && running(holder)) break;
        rmSync(lock, { force: true });
      }
    }
  }
  throw new Error(`All ${PORT_BLOCKS} blocks of test ports are held by running processes`);
}

let claimedBlock: number | undefined;
const portBlock = () => (claimedBlock ??= claimPortBlock());
let portsDrawn = Math.floor(Math.random() * PORT_BLOCK_SIZE);

/** The next port of this worker's block (not checked: see `freePort`). */
export function nextTestPort(): number {
  portsDrawn += 1;
  return portBlock() + (portsDrawn % PORT_BLOCK_SIZE);
}

/** The next port of this worker's block that nothing on this machine listens on now. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < PORT_BLOCK_SIZE; attempt++) {
    const port = nextTestPort();
    const probe = createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => probe.close(resolve));
      return port;
    }
  }
  throw new Error(`No free port in ${portBlock()}-${portBlock() + PORT_BLOCK_SIZE - 1}`);
}

/** Resolves once /api/health answers 200; rejects if the process exits first. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`Server exited before it was healthy:\n${server.output()}`);
    // Its own line first: whatever answers on the port before then is not this process.
    if (server.output().includes(LISTENING_LINE)) {
      const response = await fetch(`${server.url}/api/health`).catch(() => null);
      if (response?.status === 200) return;
    }
    // Often: a test that restarts the server ten times would otherwise wait a second for nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Server not healthy after ${timeoutMs} ms:\n${server.output()}`);
}

export const PROCESS_TEST_PASSWORD = 'Str0ng!pass';

/** Requests to a server process as its own pages make them: its Origin, her session once in. */
export interface ProcessClient {
  api(path: string, init?: RequestInit): Promise<Response>;
  /**
   * Signs `email` up (a second time does nothing) and in; the requests that follow are hers.
   * Throws when the sign-in is refused.
   */
  signUpAndIn(email: string): Promise<void>;
  /** The same person (origin and session) talking to another server behind the same address. */
  on(url: string): ProcessClient;
}

/** `origin` is the site's address (PUBLIC_URL): the server's own unless a balancer is in front. */
export function processClient(url: string, origin = url): ProcessClient {
  const session = { cookie: '' };
  const clientOf = (target: string): ProcessClient => {
    const api = (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('origin', origin);
      if (session.cookie) headers.set('cookie', session.cookie);
      return fetch(`${target}${path}`, { ...init, headers });
    };
    const postJson = (path: string, body: unknown) =>
      api(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    return {
      api,
      async signUpAndIn(email) {
        session.cookie = '';
        const password = PROCESS_TEST_PASSWORD;
        await postJson('/api/auth/sign-up/email', { email, password, name: 'Anonymous' });
        const signIn = await postJson('/api/auth/sign-in/email', { email, password });
        if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
        session.cookie = signIn.headers
          .getSetCookie()
          .map((line) => line.split(';')[0])
          .join('; ');
      },
      on: clientOf,
    };
  };
  return clientOf(url);
}

/** One server on one port, which a test starts, kills and starts again on the same data. */
export interface RestartableServer {
  client: ProcessClient;
  /** The running process (or the last one, once it has exited). */
  current(): ServerProcess | undefined;
  start(): Promise<void>;
  /** SIGKILL by default: a crash. Resolves once the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export async function restartableServer(env: Record<string, string>): Promise<RestartableServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let running: ServerProcess | undefined;
  return {
    client: processClient(url),
    current: () => running,
    async start() {
      const settings = { DEMO_DATA: 'off', AUTH_RATE_LIMIT: 'off', PUBLIC_URL: url, ...env };
      running = spawnServer(settings, port);
      await waitUntilHealthy(running);
    },
    async kill(signal = 'SIGKILL') {
      running?.child.kill(signal);
      await running?.exited;
    },
  };
}
