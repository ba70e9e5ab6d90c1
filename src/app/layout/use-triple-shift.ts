import { useEffect, useRef } from 'react';
import { LIMITS } from '@/domain/limits';

/**
 * Calls `onTrigger` when Shift is pressed three times in a row within a second. Shift on its own
 * never types, so the shortcut works in text fields too; any other key in between starts the
 * count again, so typing capitals ('I Am OK') never sets it off.
 */
export function useTripleShift(onTrigger: () => void): void {
  const latest = useRef(onTrigger);
  useEffect(() => {
    latest.current = onTrigger;
  }, [onTrigger]);

  useEffect(() => {
    let presses: number[] = [];
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Shift') {
        presses = [];
        return;
      }
      if (event.repeat) return;
      const now = Date.now();
      presses = [...presses, now].filter((at) => now - at <= LIMITS.quickExitShiftWindowMs);
      if (presses.length >= LIMITS.quickExitShiftPresses) {
        presses = [];
        latest.current();
      }
    }
    // Capture phase: a field or dialog that stops the event cannot swallow the shortcut.
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);
}
