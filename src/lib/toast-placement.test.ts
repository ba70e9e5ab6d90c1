import { describe, expect, it } from 'vitest';
import { chooseToastEdge, type PlacementInput } from '@/lib/toast-placement';

// A 360 x 740 phone: the header ends at 72 px, the Quick exit starts 80 px from the bottom.
const PHONE: Omit<PlacementInput, 'controls'> = {
  frame: { top: 72, bottom: 660 },
  stackHeight: 140,
  visibleBottom: 740,
};

describe('chooseToastEdge', () => {
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
