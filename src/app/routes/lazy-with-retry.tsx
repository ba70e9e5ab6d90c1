import { lazy, type ComponentType } from 'react';

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

/**
 * React.lazy keeps a failed import() and throws it again on every later render, so a page chunk
 * that failed once on a dropped connection would stay broken until a full reload. A page made
 * with this gets a fresh lazy component after a failure (see renewFailedPages): the next visit to
 * the page, or Try again, imports it anew.
 */
export function lazyWithRetry<Props extends object>(
  load: () => PageModule<Props>,
): ComponentType<Props> {
  const fresh = (): ComponentType<Props> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedPages.add(() => {
          current = fresh();
        });
        throw error;
      }),
    );
  let current = fresh();

  function RetryingPage(props: Props) {
    const Page = current;
    return <Page {...props} />;
  }
  return RetryingPage;
}
