import { useLingui } from '@lingui/react/macro';

/** Shown only on a first visit while the page's code arrives; later navigations keep the old page. */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <div className="page" role="status">
      <div className="h-9 w-2/3 max-w-md animate-pulse rounded-lg bg-brand-100" />
      <div className="mt-6 h-4 w-full max-w-prose animate-pulse rounded bg-surface-sunken" />
      <div className="mt-3 h-4 w-5/6 max-w-prose animate-pulse rounded bg-surface-sunken" />
      <span className="sr-only">{t`Loading page`}</span>
    </div>
  );
}
