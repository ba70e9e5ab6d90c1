// Runs the Netlify CLI (netlify-cli, a dev dependency) the way these tests need it: offline,
// never prompting, sending nothing, in a scratch site (./scratch-site).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { onExit } from './exit-cleanup';
import type { ScratchSite } from './scratch-site';

const CLI = createRequire(import.meta.url).resolve('netlify-cli/bin/run.js');

/**
 * The CLI's environment, built up from nothing so a developer's own settings (a provider, a
 * Netlify token or site id) cannot leak into a case. CI=true makes the CLI skip telemetry and
 * error reports and never prompt; the config folder also says telemetry is off.
 */
export function cliEnv(configHome: string, extra: Record<string, string> = {}) {
  const keep = ['PATH', 'HOME', 'TMPDIR'];
  const base = Object.fromEntries(
    keep.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
  return { ...base, CI: 'true', XDG_CONFIG_HOME: configHome, ...extra } as NodeJS.ProcessEnv;
}

export interface CliRun {
  code: number | null;
  output: string;
}

/** Runs one CLI command to its end (or `timeoutMs`), stdout and stderr together. */
export function runCli(
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<CliRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, output: plain(output) });
    });
  });
}

/** Without the terminal colours, so tests can match the words. */
export function plain(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\x1b\[[0-9;]*m/g, '');
}

/** The first port from `from` on that nothing listens on (this suite owns 47100-47199). */
export async function freePort(from: number, to = 47199): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((done) => {
      const probe = createServer()
        .once('error', () => done(false))
        .listen(port, () => probe.close(() => done(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${from} to ${to}`);
}

export interface FunctionsServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * `netlify functions:serve --offline` for `site` on `port`, resolved once both functions are
 * loaded (the server answers before its functions are built).
 */
export async function startFunctionsServer(
  site: ScratchSite,
  port: number,
  env: Record<string, string>,
): Promise<FunctionsServer> {
  const child = spawn(
    process.execPath,
    [CLI, 'functions:serve', '--offline', '--port', String(port)],
    { cwd: site.dir, env: cliEnv(site.configHome, env), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const forget = onExit(() => child.kill('SIGKILL'));
  let output = '';
  const exited = new Promise<void>((done) => child.once('close', () => done()));
  const stop = async () => {
    forget();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const ready = new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error('timed out')), 45_000);
    const check = (chunk: Buffer) => {
      output += chunk.toString();
      const text = plain(output);
      if (
        ['correct-grammar', 'translate'].every((name) => text.includes(`Loaded function ${name}`))
      ) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    child.once('close', (code) => {
      clearTimeout(timer);
      fail(new Error(`exited with ${code}`));
    });
  });
  try {
    await ready;
  } catch (error) {
    await stop();
    throw new Error(
      `netlify functions:serve did not start (${(error as Error).message}):\n${plain(output)}`,
    );
  }
  return { url: `http://localhost:${port}/.netlify/functions`, stop };
}
