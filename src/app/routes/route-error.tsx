import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { renewFailedPages } from '@/app/routes/lazy-with-retry';

interface State {
  failed: boolean;
}

/**
 * Catches a page that fails to render, most often a page chunk that could not load on a weak
 * connection. The layout passes the path as `key`, so moving to another page tries again. Try
 * again renders the page anew in place (lazyWithRetry imports its chunk again), rather than
 * reloading: offline, a reload would lose the whole app.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
    renewFailedPages();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RouteErrorMessage onRetry={() => this.setState({ failed: false })} />;
  }
}

// A function beside the class: the text needs the reader's language, which comes from a hook.
function RouteErrorMessage({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className="page">
      <h1 className="page-title">{t`Something went wrong`}</h1>
      <p className="mt-4 max-w-prose">
        {t`This page could not load, perhaps because the connection dropped. Nothing you wrote has been sent.`}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={onRetry}>
          {t`Try again`}
        </button>
        <a href="/" className="btn-secondary">
          {t`Go to the home page`}
        </a>
      </div>
    </div>
  );
}
