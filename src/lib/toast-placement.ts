// Where the toasts stand: under the header unless that would hide a control she is using (the
// button she just pressed, the field she is in); then above the Quick exit at the bottom.

export type ToastEdge = 'top' | 'bottom';

/** A vertical stretch of the viewport, in CSS pixels from its top. */
export interface Span {
  top: number;
  bottom: number;
}

export interface PlacementInput {
  /** The area toasts may use: from just under the header to just above the Quick exit. */
  frame: Span;
  /** The height of the stack of toasts on screen. */
  stackHeight: number;
  /** The controls she is using: the one she last pressed, the one with the focus. */
  controls: readonly Span[];
  /** The lowest point she can see: less than the frame's bottom while a keyboard is open. */
  visibleBottom: number;
}

function overlaps(a: Span, b: Span): boolean {
  // A control with no height (hidden, or not laid out) is covered by nothing.
  return b.bottom > b.top && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The top, where she looks for news, unless the stack would lie over one of her controls there
 * and at the bottom it would lie over none and be in sight (not behind an on-screen keyboard).
 */
export function chooseToastEdge({
  frame,
  stackHeight,
  controls,
  visibleBottom,
}: PlacementInput): ToastEdge {
  if (stackHeight <= 0) return 'top';
  const atTop: Span = { top: frame.top, bottom: frame.top + stackHeight };
  const atBottom: Span = { top: frame.bottom - stackHeight, bottom: frame.bottom };
  if (!controls.some((control) => overlaps(atTop, control))) return 'top';
  if (atBottom.bottom > visibleBottom) return 'top';
  return controls.some((control) => overlaps(atBottom, control)) ? 'top' : 'bottom';
}
