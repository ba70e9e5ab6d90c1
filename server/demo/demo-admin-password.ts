// The demo admin's password opens moderation of every story. A server's output usually ends in a
// log file (systemd's journal, docker logs, a CI artefact) that others can read for years, so the
// password is printed only to a person's terminal; otherwise it goes to a file only the server's
// user can read, and the log says where.
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** In DATA_DIR. */
export const DEMO_ADMIN_PASSWORD_FILE = 'demo-admin.txt';

/** Where the password may be printed: process.stdout in the server. */
export interface Terminal {
  isTTY?: boolean;
  write(text: string): unknown;
}

export interface DemoAdminPasswordOptions {
  dataDir: string;
  terminal: Terminal;
  log: (line: string) => void;
}

/** Hands the demo admin's credentials to the person who started the server. */
export function demoAdminPasswordHandOver({ dataDir, terminal, log }: DemoAdminPasswordOptions) {
  return async (email: string, password: string): Promise<void> => {
    if (terminal.isTTY) {
      terminal.write(`Demo admin: ${email} / ${password} (shown once)\n`);
      return;
    }
    const file = join(dataDir, DEMO_ADMIN_PASSWORD_FILE);
    await writeFile(file, `Demo admin e-mail: ${email}\nDemo admin password: ${password}\n`, {
      mode: 0o600,
    });
    // writeFile keeps the mode of a file that was there already (an earlier demo).
    await chmod(file, 0o600);
    log(`Demo admin: ${email}; its password is in ${file} (readable by this server's user only)`);
  };
}
