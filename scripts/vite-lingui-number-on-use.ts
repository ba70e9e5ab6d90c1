import type { Plugin } from 'vite';

/** Lingui's published runtime, whichever of its builds the app resolves. */
const LINGUI_CORE = /[\\/]node_modules[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.m?js$/;

/** Where Lingui puts a plural's count into its message ('#'), formatting the count first. */
const REPLACE_OCTOTHORPE = /const replaceOctothorpe = \(value, message\) => \{\n/;

/**
 * Lingui formats a plural's count with Intl.NumberFormat whether or not the chosen message shows
 * it ('#'). A tab's first Intl.NumberFormat costs its renderer about 35 ms on a 2-core machine
 * (ICU's number data; 140 ms on a 4x slower phone), which Stories and FAQs paid on their first
 * render for plural messages that show a count formatted by formatCount (src/i18n/format-count.ts)
 * instead. The count is now formatted only for a message that shows it: the same text either way.
 * Builds only; tests and the dev server keep the package as published. A Lingui whose code no
 * longer matches fails the build, so the change is never silently lost.
 */
export function linguiNumberOnUse(): Plugin {
  return {
    name: 'sahas-lingui-number-on-use',
    apply: 'build',
    transform: {
      filter: { id: LINGUI_CORE },
      handler(code, id) {
        if (!REPLACE_OCTOTHORPE.test(code)) {
          throw new Error(`${id}: Lingui's replaceOctothorpe has changed; see ${import.meta.url}`);
        }
        return {
          code: code.replace(
            REPLACE_OCTOTHORPE,
            (start) => `${start}    if (!message.includes(OCTOTHORPE_PH)) return message;\n`,
          ),
          map: null,
        };
      },
    },
  };
}
