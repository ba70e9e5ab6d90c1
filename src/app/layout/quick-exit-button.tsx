import { useCallback, type ReactNode } from 'react';
import { useAuthPort } from '@/lib/auth-port-context';
import { QuickExitContext } from '@/lib/quick-exit-context';
import { QuickExitControl } from '@/components/ui/quick-exit-control';
import { quickExit } from '@/app/layout/quick-exit';
import { useTripleShift } from '@/app/layout/use-triple-shift';

/**
 * The always-visible Quick exit and its keyboard shortcut (Shift three times), shared with what
 * the page opens above itself (dialogs) through QuickExitContext.
 */
export function QuickExitButton({ children }: { children?: ReactNode }) {
  const auth = useAuthPort();
  const exit = useCallback(() => quickExit({ signOut: () => auth.signOut() }), [auth]);
  useTripleShift(exit);

  return (
    <QuickExitContext value={exit}>
      <QuickExitControl onExit={exit} />
      {children}
    </QuickExitContext>
  );
}
