import { type RefObject, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The width the bar's one row needs while its links are folded into the menu, or null while they
 * stand in the row: folded when the row runs past the bar, back in the row once the bar is as wide
 * as the row needed.
 */
export function rowNeeds(needed: number | null, scrollWidth: number, clientWidth: number) {
  if (needed === null) return scrollWidth > clientWidth ? scrollWidth : null;
  return clientWidth >= needed ? null : needed;
}

/**
 * Whether the bar's links fold into its menu, measured rather than guessed per language: a
 * ResizeObserver watches the bar (its width) and the row (what it holds). `content` names what the
 * row shows (language, account): when it changes, the row is measured afresh.
 */
export function useFoldWhenCrowded(
  barRef: RefObject<HTMLElement | null>,
  rowRef: RefObject<HTMLElement | null>,
  content: string,
): boolean {
  const [fold, setFold] = useState<{ content: string; needed: number } | null>(null);
  const needed = fold?.content === content ? fold.needed : null;

  useLayoutEffect(() => {
    const bar = barRef.current;
    const row = rowRef.current;
    if (!bar || !row || typeof ResizeObserver === 'undefined') return;
    // Its first report comes before the next paint, and so does the render it asks for: she never
    // sees the row run past the screen.
    const observer = new ResizeObserver(() => {
      const next = rowNeeds(needed, bar.scrollWidth, bar.clientWidth);
      if (next !== needed)
        flushSync(() => setFold(next === null ? null : { content, needed: next }));
    });
    observer.observe(bar);
    observer.observe(row);
    return () => observer.disconnect();
  }, [barRef, rowRef, content, needed]);

  return needed !== null;
}
