import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMERGENCY_NUMBERS,
  emergencyLabelsVariable,
  emergencyNumbersFrom,
  localizedLabelsFrom,
  parseEmergencyNumbers,
} from './emergency-numbers';

describe('emergency numbers', () => {
  it('are India’s national emergency and women’s helpline numbers unless configured', () => {
    expect(emergencyNumbersFrom(undefined)).toBe(DEFAULT_EMERGENCY_NUMBERS);
    expect(emergencyNumbersFrom('  ')).toBe(DEFAULT_EMERGENCY_NUMBERS);
    expect(DEFAULT_EMERGENCY_NUMBERS.map(({ number }) => number)).toEqual(['112', '181']);
  });

  it('reads a configured list of numbers with who answers each', () => {
    expect(emergencyNumbersFrom('999 = Emergency ; +44 808 2000 247=Domestic abuse line')).toEqual([
      { number: '999', label: 'Emergency' },
      { number: '+44 808 2000 247', label: 'Domestic abuse line' },
    ]);
  });

  it.each([
    '112',
    '=Emergency',
    '112=',
    'SAFE-NOW=Emergency',
    '112=Emergency;',
    '112=Emer\u0000gency',
    `112=${'x'.repeat(41)}`,
  ])('refuses %j instead of showing a wrong number', (text) => {
    expect(parseEmergencyNumbers(text)).toBeNull();
    expect(() => emergencyNumbersFrom(text)).toThrow(/VITE_EMERGENCY_NUMBERS/);
  });

  it('gives back exactly the numbers and labels it was given', () => {
    const number = fc.stringMatching(/^\+?[0-9][0-9 -]{0,14}[0-9]$/);
    const label = fc.stringMatching(/^[A-Za-z][A-Za-z ’']{0,38}[A-Za-z]$/);
    fc.assert(
      fc.property(
        fc.array(fc.record({ number, label }), { minLength: 1, maxLength: 4 }),
        (list) => {
          const text = list.map((entry) => `${entry.number}=${entry.label}`).join(';');
          expect(parseEmergencyNumbers(text)).toEqual(list);
        },
      ),
    );
  });
});

describe('emergency number labels in another language', () => {
  const numbers = [
    { number: '112', label: 'National emergency' },
    { number: '181', label: 'Women’s helpline' },
  ];

  it('are none when the variable is not set', () => {
    expect(localizedLabelsFrom(numbers, undefined, 'VITE_EMERGENCY_NUMBERS_HI')).toBeNull();
    expect(localizedLabelsFrom(numbers, ' ', 'VITE_EMERGENCY_NUMBERS_HI')).toBeNull();
    expect(emergencyLabelsVariable('hi')).toBe('VITE_EMERGENCY_NUMBERS_HI');
  });

  it.each(['181=महिला;112=आपातकाल', '112=आपातकाल', '112=आपातकाल;181=महिला;100=पुलिस', '112=', 'x'])(
    'refuse %j, which would put a label on a wrong number',
    (text) => {
      expect(() => localizedLabelsFrom(numbers, text, 'VITE_EMERGENCY_NUMBERS_HI')).toThrow(
        /VITE_EMERGENCY_NUMBERS_HI must label the same numbers in the same order \(112=…;181=…\)/,
      );
    },
  );

  it('relabel any list of numbers without changing one', () => {
    const number = fc.stringMatching(/^\+?[0-9][0-9 -]{0,14}[0-9]$/);
    const label = fc.stringMatching(/^[a-zअ-ह][a-zअ-ह ]{0,38}[a-zअ-ह]$/);
    fc.assert(
      fc.property(
        fc.array(fc.record({ number, label }), { minLength: 1, maxLength: 4 }),
        fc.array(label, { minLength: 4, maxLength: 4 }),
        (list, labels) => {
          const text = list.map((entry, index) => `${entry.number}=${labels[index]}`).join(';');
          expect(localizedLabelsFrom(list, text, 'V')).toEqual(labels.slice(0, list.length));
        },
      ),
    );
  });
});
