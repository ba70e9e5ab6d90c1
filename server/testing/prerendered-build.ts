// A built app as the prerender step writes one, for the tests of how the server serves it: the
// shell (index.html), the prerendered pages under prerendered/, and their routes.json.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export async function writePrerenderedBuild(
  dir: string,
  build: { shell: string; pages: Record<string, string>; routes: unknown },
): Promise<void> {
  await writeFile(join(dir, 'index.html'), build.shell);
  for (const [file, html] of Object.entries(build.pages)) {
    const path = join(dir, 'prerendered', file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, html);
  }
  await mkdir(join(dir, 'prerendered'), { recursive: true });
  await writeFile(join(dir, 'prerendered', 'routes.json'), JSON.stringify(build.routes));
}
