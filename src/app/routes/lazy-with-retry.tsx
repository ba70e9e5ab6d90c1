import { lazy, type ComponentType } from 'react';
import { loadArea } from '@/i18n/i18n';

type PageModule<Props> = Promise<{ default: ComponentType<Props> }>;

// Pages whose import failed, each with the way to start it afresh.
const failedPages = new Set<() => void>();

/**
 * Lets every page whose import failed be imported again on its next render. The route's error
 * boundary calls this once it shows its message: renewing sooner, while React is still rendering
 * the failed page, would send it straight into another import, over and over while offline.
 */
export function renewFailedPages(): void {
  for (const renew of failedPages) renew();
  failedPages.clear();
}

/** A page component that can be fetched ahead of its first render. */
export type PreloadablePage<Props> = ComponentType<Props> & {
  /** Fetches the page's chunk; once it has arrived the page renders without suspending. */
  preload(): Promise<void>;
  /** The catalogue areas of the page's text (lingui.config.ts) besides the shell's. */
  textAreas: readonly string[];
};

/**
 * React.lazy keeps a failed import() and throws it again on every later render, so a page chunk
 * that failed once on a dropped connection would stay broken until a full reload. A page made
 * with this gets a fresh lazy component after a failure (see renewFailedPages): the next visit to
 * the page, or Try again, imports it anew.
 *
 * `textAreas` name the page's catalogues (lingui.config.ts), loaded with the chunk.
 *
 * A page whose chunk has arrived renders at once instead of suspending, even on its first
 * render: a prerendered page is hydrated after preload(), and a Suspense boundary still waiting
 * when the first update comes would throw the prerendered HTML away, and what she typed with it.
 */
export function lazyWithRetry<Props extends object>(
  load: () => PageModule<Props>,
  textAreas: readonly string[] = [],
): PreloadablePage<Props> {
  let loaded: ComponentType<Props> | null = null;
  // The page's text in her language arrives with its chunk, in parallel (see src/i18n/i18n.ts).
  const loadOnce = () =>
    Promise.all([load(), ...textAreas.map(loadArea)]).then(
      ([module]) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failedPages.add(() => {
          current = fresh();
        });
        throw error;
      },
    );
  // React 18's types give a lazy component ref-bearing props; the page takes none.
  const fresh = () => lazy(loadOnce) as unknown as ComponentType<Props>;
  let current = fresh();

  function RetryingPage(props: Props) {
    const Page = loaded ?? current;
    return <Page {...props} />;
  }
  RetryingPage.preload = async () => {
    if (!loaded) await loadOnce();
  };
  RetryingPage.textAreas = textAreas;
  return RetryingPage;
}
