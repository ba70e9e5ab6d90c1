import { useMemo, type ReactNode } from 'react';
import { useAuthPort } from '@/lib/auth-port-context';
import { QuickExitContext, type QuickExitAction } from '@/lib/quick-exit-context';
import { QuickExitControl } from '@/components/ui/quick-exit-control';
import { quickExit, quickExitUrl } from '@/app/layout/quick-exit';
import { useTripleShift } from '@/app/layout/use-triple-shift';

/**
 * The always-visible Quick exit and its keyboard shortcut (Shift three times), shared with what
 * the page opens above itself (dialogs) through QuickExitContext.
 */
export function QuickExitButton({ children }: { children?: ReactNode }) {
  const auth = useAuthPort();
  const action = useMemo<QuickExitAction>(
    () => ({ leave: () => quickExit({ signOut: () => auth.signOut() }), href: quickExitUrl() }),
    [auth],
  );
  useTripleShift(action.leave);

  return (
    <QuickExitContext.Provider value={action}>
      <QuickExitControl action={action} />
      {children}
    </QuickExitContext.Provider>
  );
}
