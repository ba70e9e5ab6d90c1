import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import {
  emergencyLabelsVariable,
  emergencyNumbersFrom,
  localizedLabelsFrom,
} from './src/domain/emergency-numbers.ts';
import { LOCALES, SOURCE_LOCALE } from './src/i18n/locales.ts';
import { backendAdapter } from './scripts/vite-backend-adapter.ts';
import { inlineStylesheet } from './scripts/vite-inline-stylesheet.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { prerender } from './scripts/vite-prerender.ts';
import { linguiNumberOnUse } from './scripts/vite-lingui-number-on-use.ts';
import { routerTreeShaking } from './scripts/vite-router-tree-shaking.ts';
import { startChunks } from './scripts/vite-start-chunks.ts';
import { PRECACHE_GLOBS } from './src/lib/service-worker-rules.ts';
import { keepOfflineSet, type BuildManifest } from './src/lib/service-worker-offline-set.ts';

/**
 * Refuses to build with emergency numbers that do not parse, or labels in another language for
 * other numbers than these: a wrong number must not ship.
 */
const checkEmergencyNumbers = {
  name: 'check-emergency-numbers',
  configResolved(config: { env: Record<string, string | undefined> }) {
    const numbers = emergencyNumbersFrom(config.env.VITE_EMERGENCY_NUMBERS);
    for (const locale of LOCALES.filter((candidate) => candidate !== SOURCE_LOCALE)) {
      const variable = emergencyLabelsVariable(locale);
      localizedLabelsFrom(numbers, config.env[variable], variable);
    }
  },
};

/**
 * Lingui's macros (`t`, `<Trans>`, `msg`) compiled to catalogue lookups. Babel runs only on files
 * that import a macro, and before the React plugin, which must see the compiled JSX.
 */
const linguiMacros = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

/**
 * Smaller code for the same behaviour in what a build ships (every page loads these): React
 * Router's production build (its package exports only the development one, whose warnings cost
 * Home 0.5 KB), and React's own useSyncExternalStore for the shim SWR imports (React 18 and later
 * have it; the shim's copy cost 0.7 KB). Tests and the dev server keep the packages as published.
 */
const PRODUCTION_ALIASES = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
    ),
  },
  // <Link> and <NavLink> without a data router's parts (src/lib/router/link.tsx): 2.3 KB.
  {
    find: /^react-router-dom$/,
    replacement: fileURLToPath(new URL('./src/lib/router/react-router-dom.ts', import.meta.url)),
  },
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(
      new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
    ),
  },
];

/** Builds the server bundle that tests starting the server as a process run. */
const SERVER_BUNDLE_SETUP = './server/testing/build-server-bundle.ts';

/** What the two component-test projects (web and web-isolated) have in common. */
const componentTests = {
  // happy-dom starts in a fraction of jsdom's time (the web project: 164 s on jsdom, 105 s here).
  // The few files that need jsdom's closer fidelity name it in their first line.
  // happy-dom with Node's fetch, Request and Response left in place for the in-process server
  // the tests render against (see the file).
  environment: './src/testing/happy-dom-environment.ts',
  // Worker threads start faster than child processes (99 s against 105 s here).
  pool: 'threads' as const,
  setupFiles: ['./src/testing/setup-tests.ts'],
  css: false,
  // Rendering is slow on a loaded 2-core CI machine; a stuck test still fails.
  testTimeout: 15_000,
};

export default defineConfig(({ command, mode }) => ({
  plugins: [
    backendAdapter(),
    babel({ presets: [linguiMacros] }),
    react(),
    // Compiles `.po` imports; a production build with a message missing in any language fails.
    lingui({ failOnMissing: mode === 'production' }),
    tailwindcss(),
    // The main stylesheet inside every page the self-hosted build writes: no file to wait for.
    inlineStylesheet(),
    startChunks(),
    routerTreeShaking(),
    linguiNumberOnUse(),
    prerender(),
    precompress(),
    checkEmergencyNumbers,
    // After the prerendering, whose pages it precaches; see src/app/service-worker.ts.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/app',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifest: false,
      integration: {
        closeBundleOrder: 'post',
        // Of the files the globs find, the worker lists only the offline pages' (read from this
        // build's manifest, written by now): see src/lib/service-worker-offline-set.ts.
        beforeBuildServiceWorker(options) {
          const { globDirectory = 'dist' } = options.injectManifest;
          const manifestFile = join(globDirectory, '.vite', 'manifest.json');
          // None when the app's build failed before writing (this runs even then): nothing to
          // list, and its own error is the one to report, not this file's absence.
          if (!existsSync(manifestFile)) {
            if (existsSync(join(globDirectory, 'index.html'))) {
              throw new Error(`The build wrote no ${manifestFile}: the worker's list needs it`);
            }
            options.injectManifest.globPatterns = [];
            return;
          }
          const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
          options.injectManifest.manifestTransforms = [keepOfflineSet(manifest)];
        },
      },
      injectManifest: { rollupFormat: 'iife', globPatterns: [...PRECACHE_GLOBS] },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? PRODUCTION_ALIASES : []),
    ],
  },
  build: {
    target: 'es2022',
    // Source maps stay out of production: they would publish the code layout and cost bandwidth.
    sourcemap: false,
    // Read by scripts/size.mjs to measure what each route loads.
    manifest: true,
    // Every browser the build targets (es2022) knows <link rel="modulepreload">; one that did not
    // would still load each chunk when it is imported. The polyfill cost every page 0.2 KB.
    modulePreload: { polyfill: false },
  },
  preview: { port: 8080, strictPort: true },
  test: {
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    // Many tests wait (server processes, timers, a database), so one worker per core leaves the
    // cores idle a third of the time: half as many again keeps them busy (measured on 2 cores:
    // 379 s at 2 workers, 272 s at 3).
    maxWorkers: '150%',
    projects: [
      {
        extends: true,
        test: {
          ...componentTests,
          name: 'web',
          // The files of one worker share one module graph: React, Testing Library, Lingui and
          // the catalogues load once per worker instead of once per file (the web project: 158 s
          // isolated, about 60 s shared). What a test changes is put back after it (restoreMocks,
          // unstubEnvs, unstubGlobals, src/testing/setup-tests.ts); a file that replaces a module
          // or blanks the document would do so for the files after it, so those are named
          // *.isolated.test.* and run in web-isolated (src/testing/isolated-test-files.test.ts).
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          // Pure code with no DOM runs faster in the node project.
          exclude: [
            'src/domain/**',
            'src/lib/image-metadata/**',
            'src/lib/vault/**',
            'src/i18n/**',
            'src/**/*.isolated.test.{ts,tsx}',
          ],
        },
      },
      {
        extends: true,
        test: {
          ...componentTests,
          name: 'web-isolated',
          include: ['src/**/*.isolated.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // scripts/backup-restore.test.ts starts the server as a process.
          globalSetup: [SERVER_BUNDLE_SETUP],
          include: [
            'src/domain/**/*.test.ts',
            // With no setup file: no language is active until a test activates one.
            'src/i18n/**/*.test.ts',
            'src/lib/image-metadata/**/*.test.ts',
            // Web Crypto is Node's own; the file that checks browser storage names happy-dom.
            'src/lib/vault/**/*.test.ts',
            'helpers/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          globalSetup: [SERVER_BUNDLE_SETUP],
          include: ['server/**/*.test.ts'],
          // Each file builds its own server, which empties the worker's one database as it starts
          // (server/testing/test-server.ts), and the server's modules hold nothing that one file
          // could leave for the next (the mail catalogues are read once and shared), so the files
          // of one worker share one module graph:
          // hono, better-auth, drizzle and PGlite's WebAssembly load once per worker instead of
          // once per file (the server tests took 40% less CPU time).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      // Tests that only PostgreSQL can run (several server processes on one database), named
      // *.postgres-test.ts so the node project never picks them up (a project-level exclude
      // would drop the --exclude flags scripts/test-all.sh passes). The project exists only when
      // TEST_DATABASE_URL names a database; scripts/test-all.sh runs it then.
      // With TEST_DATABASE_URL the server tests run on PostgreSQL; the embedded database runs
      // again what its engine could change: the port contract (every operation of the HTTP
      // adapter), listing order (collations differ), helper limits counted through its one
      // connection by two servers in one process, and the version its triggers move at commit.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'embedded',
                environment: 'node' as const,
                include: [
                  'server/stories/stories-contract.test.ts',
                  'server/ngos/ngos-directory.test.ts',
                  'server/helpers/shared-helper-limits.test.ts',
                  'server/stories/public-story-answers.test.ts',
                ],
                env: { TEST_DATABASE_URL: '' },
                testTimeout: 20_000,
                hookTimeout: 60_000,
              },
            },
            {
              extends: true as const,
              test: {
                name: 'postgres',
                environment: 'node' as const,
                globalSetup: [SERVER_BUNDLE_SETUP],
                include: ['server/**/*.postgres-test.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
}));
