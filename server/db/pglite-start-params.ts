// How every process opening the embedded database starts it (the server, backup, restore).

/**
 * PGlite's own start parameters, plus wal_recycle=off: a WAL segment no longer needed is
 * removed instead of renamed for reuse, which would keep the rows it logged (rows erased since
 * among them) on disk until new WAL happened to overwrite them. A new segment is written as
 * zeros first (wal_init_zero, on by default).
 */
export function pgliteStartParams(defaults: readonly string[]): string[] {
  return [...defaults, '-c', 'wal_recycle=off'];
}
