// `netlify build --offline` from the real netlify.toml: Netlify's own config loader reads it (a
// bad redirect, header or setting fails here) and Netlify Build packages both functions with
// its [functions] settings. The site build command itself is swapped for a stub that writes the
// publish folder, since the test command already typechecks and makes the Firebase build
// (scripts/check-backend-bundles.sh); NETLIFY_FULL_BUILD=1 runs the real command on a copy of
// the working tree instead (about a minute more).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cliEnv, runCli } from './netlify-cli';
import { fullScratchSite, ROOT, scratchSite, type ScratchSite } from './scratch-site';

const full = process.env.NETLIFY_FULL_BUILD === '1';
/** A demo project's web settings: the build is inspected, never deployed. */
const DEMO_FIREBASE = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-sahas.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-sahas',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-sahas.appspot.com',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:demo',
};

interface FunctionsManifest {
  functions: { name: string; path: string; buildData: { runtimeAPIVersion: number } }[];
}

let site: ScratchSite | undefined;
afterAll(() => site?.remove());

async function buildSettings() {
  const toml = await readFile(join(ROOT, 'netlify.toml'), 'utf8');
  const script = /^\s*command\s*=\s*"npm run ([\w:.-]+)"\s*$/m.exec(toml)?.[1];
  const publish = /^\s*publish\s*=\s*"([\w./-]+)"\s*$/m.exec(toml)?.[1];
  const pages = [...toml.matchAll(/^\s*to\s*=\s*"\/(prerendered\/[\w-]+\.html)"/gm)].map(
    (match) => match[1] ?? '',
  );
  if (!script || !publish) {
    throw new Error('netlify.toml: [build] command is not `npm run <script>`, or has no publish');
  }
  return { script, publish, pages };
}

it(
  full ? 'builds the whole site as Netlify does' : 'builds the functions as Netlify does',
  async () => {
    const { script, publish, pages } = await buildSettings();
    const packageJson = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    // The stub stands in for a script that exists.
    expect(packageJson.scripts[script]).toBeTruthy();
    site = full
      ? await fullScratchSite()
      : await scratchSite({
          [script]: `mkdir -p ${publish} && echo '<!doctype html>' > ${publish}/index.html`,
        });

    const build = await runCli(['build', '--offline'], {
      cwd: site.dir,
      env: cliEnv(site.configHome, full ? DEMO_FIREBASE : {}),
      timeoutMs: full ? 240_000 : 60_000,
    });

    expect(build.output).toContain(`$ npm run ${script}`);
    expect(build.output).toContain('Packaging Functions from netlify/functions directory');
    expect(build.output).toContain('Netlify Build Complete');
    expect(build.code, build.output).toBe(0);
    // Netlify reports a bad redirect or header rule as a warning and still succeeds.
    expect(build.output).not.toMatch(/^\s*Warning:/m);
    const manifest = JSON.parse(
      await readFile(join(site.dir, '.netlify/functions/manifest.json'), 'utf8'),
    ) as FunctionsManifest;
    expect(manifest.functions.map((fn) => fn.name).sort()).toEqual([
      'correct-grammar',
      'translate',
    ]);
    for (const fn of manifest.functions) {
      // Version 2: the Request-in, Response-out functions the SPA's fetch calls expect.
      expect(fn.buildData.runtimeAPIVersion).toBe(2);
      expect(existsSync(fn.path)).toBe(true);
    }
    expect(existsSync(join(site.dir, publish, 'index.html'))).toBe(true);
    if (full) {
      // Every page netlify.toml rewrites to is one the build wrote.
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) expect(existsSync(join(site.dir, publish, page)), page).toBe(true);
    }
  },
  full ? 300_000 : 60_000,
);
