// The server as a real process on a data directory, for tests that kill and restart it.
import { type ChildProcess, spawn } from 'node:child_process';

// One node process with tsx as its loader (not the tsx CLI, which runs the server in a child):
// a SIGKILL must hit the server itself, and its exit code must come back.
const NODE_ARGS = ['--import', 'tsx', 'server/main.ts'];

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  exited: Promise<number | null>;
  output(): string;
}

export function spawnServer(env: Record<string, string>, port = randomPort()): ServerProcess {
  const child = spawn(process.execPath, NODE_ARGS, {
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: 'tsconfig.server.json',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, url: `http://127.0.0.1:${port}`, exited, output: () => output };
}

export function randomPort(): number {
  return 20_000 + Math.floor(Math.random() * 20_000);
}

/** Resolves once /api/health answers 200; rejects if the process exits first. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`Server exited before it was healthy:\n${server.output()}`);
    const response = await fetch(`${server.url}/api/health`).catch(() => null);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server not healthy after ${timeoutMs} ms:\n${server.output()}`);
}
