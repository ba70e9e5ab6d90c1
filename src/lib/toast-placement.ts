// Ours: react-hot-toast's `position` is one of six fixed places; it cannot step around her control, the menu or a heading.
// Where the toasts stand: under the header unless that would hide something. They never lie over
// what must stay in sight (the open menu, the heading of an open dialog): then they stand just
// below it. They avoid the controls she is using (the button she just pressed, the field she is
// in) where they can: then at the bottom, above the Quick exit strip.

/** A vertical stretch of the viewport, in CSS pixels from its top. */
export interface Span {
  top: number;
  bottom: number;
}

export interface PlacementInput {
  /** The area toasts may use: from just under the header to just above the Quick exit strip. */
  frame: Span;
  /** The height of the stack of toasts on screen. */
  stackHeight: number;
  /** The controls she is using: the one she last pressed, the one with the focus. */
  controls: readonly Span[];
  /** The lowest point she can see: less than the frame's bottom while a keyboard is open. */
  visibleBottom: number;
  /** What they must never lie over: the open menu, the heading of an open dialog. */
  keepClear?: readonly Span[];
}

/**
 * At the top of the frame, `offset` pixels down (0: right under the header; more: below
 * something kept clear); at its bottom; or, when no place is left, not shown until one is.
 */
export type ToastPlacement =
  { edge: 'top'; offset: number } | { edge: 'bottom' } | { edge: 'none' };

/** The space left between the toasts and what they stand below. */
export const TOAST_GAP_PX = 8;

function overlaps(a: Span, b: Span): boolean {
  // A span with no height (hidden, or not laid out) is covered by nothing.
  return b.bottom > b.top && a.top < b.bottom && b.top < a.bottom;
}

interface Candidate {
  placement: ToastPlacement;
  span: Span;
}

/**
 * The first of: the top, just below each thing kept clear, the bottom, that lies over nothing
 * kept clear and none of her controls, and is in sight (not behind an on-screen keyboard; right
 * under the header counts as in sight, where she looks for news). Failing that, the first one
 * clear of what is kept clear alone; failing that, none.
 */
export function placeToasts({
  frame,
  stackHeight,
  controls,
  visibleBottom,
  keepClear = [],
}: PlacementInput): ToastPlacement {
  if (stackHeight <= 0) return { edge: 'top', offset: 0 };
  const at = (top: number): Span => ({ top, bottom: top + stackHeight });
  const below = keepClear
    .filter((span) => span.bottom > span.top && span.bottom + TOAST_GAP_PX > frame.top)
    .map((span) => span.bottom + TOAST_GAP_PX)
    .sort((a, b) => a - b);
  const candidates: Candidate[] = [
    { placement: { edge: 'top', offset: 0 }, span: at(frame.top) },
    ...below.map((top): Candidate => ({
      placement: { edge: 'top', offset: top - frame.top },
      span: at(top),
    })),
    { placement: { edge: 'bottom' }, span: at(frame.bottom - stackHeight) },
  ];
  const lowest = Math.min(frame.bottom, visibleBottom);
  const inSight = ({ span }: Candidate) => span.top === frame.top || span.bottom <= lowest;
  const free = ({ span }: Candidate) => !keepClear.some((kept) => overlaps(span, kept));
  const clearOfControls = ({ span }: Candidate) =>
    !controls.some((control) => overlaps(span, control));
  const chosen =
    candidates.find((c) => inSight(c) && free(c) && clearOfControls(c)) ??
    candidates.find((c) => inSight(c) && free(c));
  return chosen?.placement ?? { edge: 'none' };
}
