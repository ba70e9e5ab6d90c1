import type { Plugin } from 'vite';

// Home, the page most visits start on, with the small modules it shares with other pages (a story
// card's Read more, the loading and failure states, the data keys): in separate chunks they cost
// Home 1.1 KB more; in the shell they cost the About and legal pages 0.5 to 0.8 KB, and Stories,
// Share Story and Edit Story fetch less. Home's own modules stay in its chunk.
const HOME_PAGE = /[\\/]src[\\/]features[\\/]home[\\/]home-page\.tsx$/;
const HOME_OWN = /[\\/]src[\\/]features[\\/]home[\\/]/;

// The icon library's index imports every icon: those of other pages would be taken in with it.
const ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * Puts everything the app's entry imports statically (what every page runs first) in one chunk,
 * with what Home imports from outside its own folder.
 * Left to itself the bundler splits off small chunks of modules the entry shares with lazy ones
 * (the limits, Lingui's React part, the backend's errors), and which it splits changes with code
 * far away (a page's hook): each is one more request and compresses apart from the rest, about
 * 1.5 KB more for Home (scripts/size.mjs). The client build only; the prerendering build is left.
 */
export function shellChunk(): Plugin {
  const shell = new Set<string>();
  return {
    name: 'sahas-shell-chunk',
    apply: 'build',
    config(_config, env) {
      if (env.isSsrBuild) return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'shell',
                    test: (id: string) => shell.has(id) && !ICON.test(id) && !HOME_OWN.test(id),
                  },
                ],
              },
            },
          },
        },
      };
    },
    buildStart() {
      shell.clear();
    },
    buildEnd() {
      const pending = [...this.getModuleIds()].filter(
        (id) => this.getModuleInfo(id)?.isEntry || HOME_PAGE.test(id),
      );
      while (pending.length > 0) {
        const id = pending.pop();
        if (id === undefined || shell.has(id)) continue;
        shell.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
