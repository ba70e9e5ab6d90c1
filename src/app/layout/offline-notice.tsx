import { useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
// The build's prerendered pages, and the first render over them, assume a connection.
const onlineWhenPrerendered = () => true;

/**
 * A quiet line while the phone has no connection. The live region stays in the page even when
 * empty, so a screen reader announces the line when it appears.
 */
export function OfflineNotice() {
  const { t } = useLingui();
  const online = useSyncExternalStore(subscribe, isOnline, onlineWhenPrerendered);
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="flex items-start justify-center gap-2 bg-surface-sunken px-4 py-2 text-base text-ink">
          <WifiOff aria-hidden="true" className="mt-1 size-4 shrink-0" />
          {t`You are offline. The helplines and guides under Resources still work; stories will come back with your connection.`}
        </p>
      )}
    </div>
  );
}
