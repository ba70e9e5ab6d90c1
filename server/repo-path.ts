// Files the server reads at run time (migrations, the e-mails' catalogues), found from the
// repository's root. This module is one folder below the root, in server/ as in the bundle built
// into dist-server/ (scripts/build-server.mjs), so one step up finds the root from both.
import { fileURLToPath } from 'node:url';

/** The absolute path of `relative`, a path from the repository's root. */
export function repoPath(relative: string): string {
  return fileURLToPath(new URL(`../${relative}`, import.meta.url));
}
