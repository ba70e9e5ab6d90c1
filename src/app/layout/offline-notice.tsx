import { useEffect, useRef } from 'react';
import { WifiOff } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { keepToastsClear } from '@/lib/toast-host';
import { useOnline } from '@/lib/use-online';

/**
 * A quiet line while the phone has no connection. The live region stays in the page even when
 * empty, so a screen reader announces the line when it appears. Toasts stand below the line,
 * never over it: it says why what she asks for may not come.
 */
export function OfflineNotice() {
  const { t } = useLingui();
  const online = useOnline();
  const lineRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const line = lineRef.current;
    return !online && line ? keepToastsClear(line) : undefined;
  }, [online]);

  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p
          ref={lineRef}
          className="flex items-start justify-center gap-2 bg-surface-sunken px-4 py-2 text-base text-ink"
        >
          <WifiOff aria-hidden="true" className="mt-1 size-4 shrink-0" />
          {t`You are offline. The helplines and guides under Resources still work; stories will come back with your connection.`}
        </p>
      )}
    </div>
  );
}
