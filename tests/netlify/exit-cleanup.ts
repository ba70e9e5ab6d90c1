// Whatever ends the test process (a failed hook, Ctrl-C, a kill), the CLI servers end with it
// and the scratch sites go: each registers what to undo here.
const undo = new Set<() => void>();

/** Runs `step` if the process ends before the returned function is called. */
export function onExit(step: () => void): () => void {
  undo.add(step);
  return () => undo.delete(step);
}

function runAll() {
  undo.forEach((step) => step());
  undo.clear();
}

process.once('exit', runAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    runAll();
    // Then end as the signal would have.
    process.kill(process.pid, signal);
  });
}
