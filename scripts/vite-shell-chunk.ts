import type { Plugin } from 'vite';

/**
 * Puts everything the app's entry imports statically (what every page runs first) in one chunk.
 * Left to itself the bundler splits off small chunks of modules the entry shares with lazy ones
 * (the limits, Lingui's React part, the backend's errors), and which it splits changes with code
 * far away (a page's hook): each is one more request and compresses apart from the rest, about
 * 1.5 KB more for Home (scripts/size.mjs). The client build only; the prerendering build is left.
 */
// The icon library's index imports every icon: those of other pages would be taken in with it.
const ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

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
                groups: [{ name: 'shell', test: (id: string) => shell.has(id) && !ICON.test(id) }],
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
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (pending.length > 0) {
        const id = pending.pop();
        if (id === undefined || shell.has(id)) continue;
        shell.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
