// Clean-up for a benchmark that starts processes and makes folders: undone in reverse order at
// the end, after a failure and on Ctrl-C, and by a watchdog if this process is killed first.
// Under the tsx CLI that happens on Ctrl-C: tsx sends SIGKILL when its child does not confirm
// the signal within 30 ms, which a busy process on a loaded machine may not.
import { type ChildProcess, spawn } from 'node:child_process';

type Cleanup = () => Promise<void> | void;

const cleanups: Cleanup[] = [];
const watchdogs: ChildProcess[] = [];

/**
 * `undo` runs at the end. `orphanCommand`, when given, runs instead if this process dies
 * without running `undo`: it must be harmless when repeated.
 */
export function onExit(undo: Cleanup, orphanCommand?: string[]): void {
  cleanups.push(undo);
  if (orphanCommand) watchdogs.push(watchdog(orphanCommand));
}

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await Promise.resolve()
      .then(cleanup)
      .catch((error: unknown) => console.error('cleanup failed:', error));
  }
  // Everything is undone: the watchdogs have nothing left to do.
  for (const child of watchdogs.splice(0)) child.kill();
}

/** Waits, outside this process's group (Ctrl-C does not reach it), until this process is gone. */
function watchdog(command: string[]): ChildProcess {
  const script = 'while kill -0 "$0" 2>/dev/null; do sleep 0.5; done; exec "$@"';
  const child = spawn('bash', ['-c', script, String(process.pid), ...command], {
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  return child;
}

/** A child ended by a signal has no exit code, only a signal code. */
export function running(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Runs `main`, then the clean-up whatever happens; on SIGINT or SIGTERM, the clean-up at once. */
export async function runCleaningUp(main: () => Promise<void>): Promise<void> {
  // `on`, not `once`: Ctrl-C arrives twice (from the terminal and relayed by tsx), and a second
  // signal with no listener left would end the process halfway through the clean-up.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void cleanUp().finally(() => process.exit(130));
    });
  }
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}
