import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeToasts, TOAST_GAP_PX, type PlacementInput, type Span } from '@/lib/toast-placement';

/** Which edge they stand at, for the tests that place nothing kept clear. */
function chooseToastEdge(input: PlacementInput): string {
  const placement = placeToasts(input);
  if (placement.edge === 'top') expect(placement.offset).toBe(0);
  return placement.edge;
}

// A 360 x 740 phone: the header ends at 72 px, the Quick exit strip starts 68 px from the bottom.
const PHONE: Omit<PlacementInput, 'controls'> = {
  frame: { top: 72, bottom: 664 },
  stackHeight: 140,
  visibleBottom: 740,
};

describe('placeToasts, with nothing kept clear', () => {
  it('stands at the top when nothing is in use', () => {
    expect(chooseToastEdge({ ...PHONE, controls: [] })).toBe('top');
  });

  it('stands at the top when the control is lower down', () => {
    expect(chooseToastEdge({ ...PHONE, controls: [{ top: 400, bottom: 444 }] })).toBe('top');
  });

  it('moves to the bottom when the top would lie over the control', () => {
    expect(chooseToastEdge({ ...PHONE, controls: [{ top: 150, bottom: 194 }] })).toBe('bottom');
  });

  it('stays at the top when the bottom would lie over the control too', () => {
    expect(chooseToastEdge({ ...PHONE, controls: [{ top: 100, bottom: 600 }] })).toBe('top');
  });

  it('stays at the top when the bottom is behind an on-screen keyboard', () => {
    const controls = [{ top: 150, bottom: 194 }];
    expect(chooseToastEdge({ ...PHONE, controls, visibleBottom: 420 })).toBe('top');
  });

  it('stays at the top when the bottom would lie over another control in use', () => {
    const pressed = { top: 150, bottom: 194 };
    const focused = { top: 560, bottom: 604 };
    expect(chooseToastEdge({ ...PHONE, controls: [pressed, focused] })).toBe('top');
  });

  it('moves to the bottom when neither control in use is there', () => {
    const pressed = { top: 150, bottom: 194 };
    const focused = { top: 300, bottom: 344 };
    expect(chooseToastEdge({ ...PHONE, controls: [pressed, focused] })).toBe('bottom');
  });

  it('ignores a control with no height (hidden or gone)', () => {
    expect(chooseToastEdge({ ...PHONE, controls: [{ top: 150, bottom: 150 }] })).toBe('top');
  });
});

// The open menu on that phone: under the header, down to 420 px.
const MENU: Span = { top: 64, bottom: 420 };

describe('placeToasts, with something kept clear', () => {
  it('stands just below the open menu rather than over it', () => {
    expect(placeToasts({ ...PHONE, controls: [], keepClear: [MENU] })).toEqual({
      edge: 'top',
      offset: MENU.bottom + TOAST_GAP_PX - PHONE.frame.top,
    });
  });

  it('goes to the bottom when below the menu would lie over the control in use', () => {
    const focused = { top: 440, bottom: 484 };
    expect(placeToasts({ ...PHONE, controls: [focused], keepClear: [MENU] })).toEqual({
      edge: 'bottom',
    });
  });

  it('lies over a control rather than over the menu when there is no other place', () => {
    const controls = [{ top: 430, bottom: 660 }];
    expect(placeToasts({ ...PHONE, controls, keepClear: [MENU] })).toEqual({
      edge: 'top',
      offset: MENU.bottom + TOAST_GAP_PX - PHONE.frame.top,
    });
  });

  it('is not shown while the menu leaves no room for it', () => {
    const tall = { top: 64, bottom: 600 };
    expect(placeToasts({ ...PHONE, controls: [], keepClear: [tall] })).toEqual({ edge: 'none' });
  });

  it("stands below a dialog's heading that reaches under the header", () => {
    const heading = { top: 40, bottom: 100 };
    expect(placeToasts({ ...PHONE, controls: [], keepClear: [heading] })).toEqual({
      edge: 'top',
      offset: heading.bottom + TOAST_GAP_PX - PHONE.frame.top,
    });
  });

  it('stays under the header when the heading is lower down', () => {
    const heading = { top: 300, bottom: 340 };
    expect(placeToasts({ ...PHONE, controls: [], keepClear: [heading] })).toEqual({
      edge: 'top',
      offset: 0,
    });
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
