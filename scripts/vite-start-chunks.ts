import type { Plugin } from 'vite';
import { START_CHUNKS } from '../src/lib/service-worker-offline-set.ts';

// Home, the page most visits start on, with the small modules it shares with other pages (a story
// card's Read more, the loading and failure states, the data keys): in separate chunks they cost
// Home 1.1 KB more; in the app's chunk they cost the About and legal pages 0.5 to 0.8 KB, and
// Stories, Share Story and Edit Story fetch less. Home's own modules stay in its chunk.
const HOME_PAGE = /[\\/]src[\\/]features[\\/]home[\\/]home-page\.tsx$/;
const HOME_OWN = /[\\/]src[\\/]features[\\/]home[\\/]/;

// The icon library's index imports every icon: those of other pages would be taken in with it.
const ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** The start's steps: the entry's own, then each one src/main.tsx imports in turn. */
const START_STEPS = ['start', ...START_CHUNKS];

/** What the bundler says of a module. */
export interface ModuleLinks {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/**
 * The modules of each step: the entry's static graph; then, for each module the page's script
 * (the one index.html names) imports dynamically, its static graph without what an earlier step
 * has; the last step also takes `alsoInLast` (Home's graph).
 */
export function startSteps(
  entries: readonly string[],
  linksOf: (id: string) => ModuleLinks | null,
  alsoInLast: readonly string[],
): Set<string>[] {
  const taken = new Set<string>();
  const take = (roots: readonly string[]): Set<string> => {
    const step = new Set<string>();
    const pending = [...roots];
    while (pending.length > 0) {
      const id = pending.pop();
      if (id === undefined || taken.has(id)) continue;
      taken.add(id);
      step.add(id);
      pending.push(...(linksOf(id)?.importedIds ?? []));
    }
    return step;
  };
  const steps = [take(entries)];
  const roots = entries
    .flatMap((id) => linksOf(id)?.importedIds ?? [])
    .flatMap((id) => linksOf(id)?.dynamicallyImportedIds ?? []);
  roots.forEach((root, index) => {
    steps.push(take(index === roots.length - 1 ? [root, ...alsoInLast] : [root]));
  });
  return steps;
}

/**
 * Puts each step of the start (src/main.tsx) in a chunk of its own: the entry, React DOM, then the
 * app with what Home imports from outside its own folder. Each is evaluated in a task of its own,
 * and the page's HTML fetches them all at once (a step fetched only when the one before it had run
 * would cost a round trip).
 * Left to itself the bundler splits off small chunks of modules the steps share with lazy ones
 * (the limits, Lingui's React part, the backend's errors), and which it splits changes with code
 * far away (a page's hook): each is one more request and compresses apart from the rest, about
 * 1.5 KB more for Home (scripts/size.mjs). The client build only; the prerendering build is left.
 */
export function startChunks(): Plugin {
  let steps: Set<string>[] = [];
  let base = '/';
  let active = false;
  return {
    name: 'sahas-start-chunks',
    apply: 'build',
    config(_config, env) {
      active = env.isSsrBuild !== true;
      if (!active) return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: START_STEPS.map((name, index) => ({
                  name,
                  // An earlier step's group takes its modules first, so a later step finds them
                  // there, already run, instead of taking them in as its own.
                  priority: START_STEPS.length - index,
                  test: (id: string) =>
                    steps[index]?.has(id) === true && !ICON.test(id) && !HOME_OWN.test(id),
                })),
              },
            },
          },
        },
      };
    },
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      steps = [];
    },
    buildEnd() {
      if (!active) return;
      const ids = [...this.getModuleIds()];
      steps = startSteps(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        (id) => this.getModuleInfo(id),
        ids.filter((id) => HOME_PAGE.test(id)),
      );
      if (steps.length !== START_STEPS.length) {
        this.error(`src/main.tsx starts in ${steps.length} steps, not ${START_STEPS.length}`);
      }
    },
    // The later steps' chunks, fetched with the entry.
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        return START_CHUNKS.map((name) => {
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.name === name,
          );
          if (!chunk) throw new Error(`The build made no ${name} chunk`);
          return {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}
