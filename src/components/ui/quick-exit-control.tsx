import { useId, type MouseEvent } from 'react';
import { LogOut } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { QuickExitAction } from '@/lib/quick-exit-context';

/**
 * The floating Quick exit as she sees it. A plain link to the neutral site, so it works in the
 * prerendered page before any script has arrived; once the script runs, a tap does the full exit
 * instead (clears storage, signs out, leaves no way Back). On phones it sits at the bottom
 * centre, within reach of either thumb and clear of Back to top (bottom end); the layout draws
 * it, and so does every modal dialog, at the same place, because the page behind a modal cannot
 * be tapped.
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
      <a
        href={action.href}
        rel="noreferrer"
        onClick={leave}
        aria-describedby={hintId}
        className="fixed inset-x-0 bottom-4 z-50 mx-auto inline-flex min-h-tap w-fit items-center gap-2 rounded-full bg-danger-600 px-5 py-2 font-semibold text-white shadow-lg hover:bg-danger-700 sm:inset-s-5 sm:inset-e-auto"
      >
        <LogOut aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        {t`Quick exit`}
      </a>
      <span id={hintId} hidden>
        {t`Leaves this site at once for an everyday page and clears what this tab kept. Shortcut: press Shift three times.`}
      </span>
    </>
  );
}
