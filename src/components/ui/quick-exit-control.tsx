import { useId, type MouseEvent } from 'react';
import { LogOut } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { QuickExitAction } from '@/lib/quick-exit-context';

/**
 * The Quick exit as she sees it. A plain link to the neutral site, so it works in the
 * prerendered page before any script has arrived; once the script runs, a tap does the full exit
 * instead (clears storage, signs out, leaves no way Back). It stands in a strip of its own along
 * the foot of the screen (--safety-strip), which the page scrolls behind as it does behind the
 * header: a control is either above the strip or hidden by it, never under the button, where a
 * slip would end her visit and lose her draft. On phones it sits at the bottom centre, within
 * reach of either thumb and clear of Back to top (bottom end, in the same strip). The layout
 * draws it, and so does every modal dialog, at the same place, because the page behind a modal
 * cannot be tapped.
 */
export function QuickExitControl({ action }: { action: QuickExitAction }) {
  const { t } = useLingui();
  const hintId = useId();
  function leave(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    action.leave();
  }
  return (
    <>
      <div className="fixed inset-x-0 bottom-0 z-40 flex h-(--safety-strip) items-center justify-center border-t border-brand-100 bg-surface-raised/95 px-4 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:justify-start sm:px-5">
        <a
          href={action.href}
          rel="noreferrer"
          onClick={leave}
          aria-describedby={hintId}
          className="inline-flex min-h-tap items-center gap-2 rounded-full bg-danger-600 px-5 py-2 font-semibold text-white shadow-md hover:bg-danger-700"
        >
          <LogOut aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          {t`Quick exit`}
        </a>
      </div>
      <span id={hintId} hidden>
        {t`Leaves this site at once for an everyday page and clears what this tab kept. Shortcut: press Shift three times.`}
      </span>
    </>
  );
}
