import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeToasts, TOAST_GAP_PX, type PlacementInput, type Span } from '@/lib/toast-placement';

// A 360 x 740 phone: the header ends at 72 px, the Quick exit strip starts 68 px from the bottom.
const PHONE: Omit<PlacementInput, 'controls'> = {
  frame: { top: 72, bottom: 664 },
  stackHeight: 140,
  visibleBottom: 740,
};

const PRESSED = { top: 150, bottom: 194 };

describe('placeToasts, with nothing kept clear', () => {
  it.each<[string, Span[], 'top' | 'bottom', number?]>([
    ['stands at the top when nothing is in use', [], 'top'],
    ['stands at the top when the control is lower down', [{ top: 400, bottom: 444 }], 'top'],
    ['moves to the bottom when the top would lie over the control', [PRESSED], 'bottom'],
    [
      'stays at the top when the bottom would lie over the control too',
      [{ top: 100, bottom: 600 }],
      'top',
    ],
    ['stays at the top when the bottom is behind an on-screen keyboard', [PRESSED], 'top', 420],
    [
      'stays at the top when the bottom would lie over another control in use',
      [PRESSED, { top: 560, bottom: 604 }],
      'top',
    ],
    [
      'moves to the bottom when neither control in use is there',
      [PRESSED, { top: 300, bottom: 344 }],
      'bottom',
    ],
    ['ignores a control with no height (hidden or gone)', [{ top: 150, bottom: 150 }], 'top'],
  ])('%s', (_, controls, edge, visibleBottom = PHONE.visibleBottom) => {
    expect(placeToasts({ ...PHONE, controls, visibleBottom })).toEqual(
      edge === 'top' ? { edge, offset: 0 } : { edge },
    );
  });
});

// The open menu on that phone: under the header, down to 420 px.
const MENU: Span = { top: 64, bottom: 420 };

describe('placeToasts, with something kept clear', () => {
  const placed = (kept: Span, controls: Span[] = []) =>
    placeToasts({ ...PHONE, controls, keepClear: [kept] });
  /** Standing at the top, just below a span kept clear. */
  const below = (span: Span) => ({
    edge: 'top',
    offset: span.bottom + TOAST_GAP_PX - PHONE.frame.top,
  });

  it('stands just below the open menu rather than over it', () => {
    expect(placed(MENU)).toEqual(below(MENU));
  });

  it('goes to the bottom when below the menu would lie over the control in use', () => {
    expect(placed(MENU, [{ top: 440, bottom: 484 }])).toEqual({ edge: 'bottom' });
  });

  it('lies over a control rather than over the menu when there is no other place', () => {
    expect(placed(MENU, [{ top: 430, bottom: 660 }])).toEqual(below(MENU));
  });

  it('is not shown while the menu leaves no room for it', () => {
    expect(placed({ top: 64, bottom: 600 })).toEqual({ edge: 'none' });
  });

  it("stands below a dialog's heading that reaches under the header", () => {
    const heading = { top: 40, bottom: 100 };
    expect(placed(heading)).toEqual(below(heading));
  });

  it('stays under the header when the heading is lower down', () => {
    expect(placed({ top: 300, bottom: 340 })).toEqual({ edge: 'top', offset: 0 });
  });

  const span = fc
    .tuple(fc.integer({ min: -100, max: 900 }), fc.integer({ min: 0, max: 600 }))
    .map(([top, height]): Span => ({ top, bottom: top + height }));

  it('never lies over what is kept clear, and stays in the frame and in sight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.array(span, { maxLength: 3 }),
        fc.array(span, { maxLength: 2 }),
        fc.integer({ min: 300, max: 740 }),
        (stackHeight, keepClear, controls, visibleBottom) => {
          const frame = PHONE.frame;
          const placement = placeToasts({ frame, stackHeight, controls, visibleBottom, keepClear });
          if (placement.edge === 'none') return;
          const top =
            placement.edge === 'top' ? frame.top + placement.offset : frame.bottom - stackHeight;
          const stack = { top, bottom: top + stackHeight };
          for (const kept of keepClear) {
            if (kept.bottom > kept.top) {
              expect(stack.top >= kept.bottom || stack.bottom <= kept.top).toBe(true);
            }
          }
          expect(stack.top).toBeGreaterThanOrEqual(frame.top);
          if (stack.top > frame.top) {
            expect(stack.bottom).toBeLessThanOrEqual(Math.min(frame.bottom, visibleBottom));
          }
        },
      ),
    );
  });
});
