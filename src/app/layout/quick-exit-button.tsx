import { useCallback, useId } from 'react';
import { LogOut } from 'lucide-react';
import { COPY } from '@/domain/copy';
import { useAuthPort } from '@/lib/auth-port-context';
import { quickExit } from '@/app/layout/quick-exit';
import { useTripleShift } from '@/app/layout/use-triple-shift';

/**
 * The always-visible Quick exit, and its keyboard shortcut (Shift three times). On phones it sits
 * at the bottom centre, within reach of either thumb and clear of Back to top (bottom right).
 */
export function QuickExitButton() {
  const auth = useAuthPort();
  const hintId = useId();
  const exit = useCallback(() => quickExit({ signOut: () => auth.signOut() }), [auth]);
  useTripleShift(exit);

  return (
    <>
      <button
        type="button"
        onClick={exit}
        aria-describedby={hintId}
        className="fixed bottom-4 left-1/2 z-50 inline-flex min-h-tap -translate-x-1/2 items-center gap-2 rounded-full bg-danger-600 px-5 py-2 font-semibold text-white shadow-lg hover:bg-danger-700 sm:left-5 sm:translate-x-0"
      >
        <LogOut aria-hidden="true" className="size-5" />
        {COPY.quickExit}
      </button>
      <span id={hintId} hidden>
        {COPY.quickExitHint}
      </span>
    </>
  );
}
