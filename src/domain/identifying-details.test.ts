import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findIdentifyingDetails, type IdentifyingDetailKind } from './identifying-details';

function found(text: string): { kind: IdentifyingDetailKind; text: string }[] {
  return findIdentifyingDetails(text).map(({ kind, text: detail }) => ({ kind, text: detail }));
}

// Each example sits inside a sentence, as it would in a story.
const EXAMPLES: [IdentifyingDetailKind, string][] = [
  ['phone', '9876543210'],
  ['phone', '98765 43210'],
  ['phone', '98765-43210'],
  ['phone', '987 654 3210'],
  ['phone', '+91 98765 43210'],
  ['phone', '+91-9876543210'],
  ['phone', '+919876543210'],
  ['phone', '0091 98765 43210'],
  ['phone', '(+91) 98765 43210'],
  ['phone', '09876543210'],
  ['phone', '6123456789'],
  ['phone', '011-23456789'],
  ['phone', '022 2345 6789'],
  ['phone', '0484-2345678'],
  ['phone', '(080) 2345 6789'],
  ['phone', '+1 415 555 0100'],
  ['email', 'priya.sharma@gmail.com'],
  ['email', 'asha_k+safe@yahoo.co.in'],
  ['aadhaar', '2345 6789 0123'],
  ['aadhaar', '2345-6789-0123'],
  ['aadhaar', '234567890123'],
  ['pan', 'ABCPE1234F'],
  ['pan', 'AAAAA9999A'],
  ['pan', 'abcpe1234f'],
  ['vehicle', 'MH 12 AB 1234'],
  ['vehicle', 'MH12AB1234'],
  ['vehicle', 'DL 3 CAB 1234'],
  ['vehicle', 'KA-05-MN-2024'],
  ['vehicle', 'UP 16 Z 5678'],
  ['vehicle', '22 BH 1234 AB'],
  ['vehicle', '21BH0001A'],
  ['address', 'Flat 302'],
  ['address', 'H.No. 12-3-45'],
  ['address', 'House No. 7'],
  ['address', 'Plot No. 45/B'],
  ['address', 'Sector 12'],
  ['address', 'sector-15A'],
  ['address', '12 MG Road'],
  ['address', '45, Nehru Nagar'],
  ['address', '5th Cross'],
  ['address', '2nd Main Road'],
  ['address', 'Lajpat Nagar 4'],
  ['address', 'Road No. 12'],
  ['address', 'Gali No. 4'],
];

describe('findIdentifyingDetails finds Indian identifying details', () => {
  it.each(EXAMPLES)('%s: %s', (kind, example) => {
    const text = `Please remember ${example} when you read this.`;
    expect(found(text)).toEqual([{ kind, text: example }]);
  });

  it('finds a PIN code after a place, and after the word PIN', () => {
    expect(found('We lived in Mumbai 400001 for years.')).toEqual([
      { kind: 'address', text: '400001' },
    ]);
    expect(found('Pune, 411 001 was home.')).toEqual([{ kind: 'address', text: '411 001' }]);
    expect(found('PIN: 110001')).toEqual([{ kind: 'address', text: '110001' }]);
  });

  it('finds a number given as a phone number after the words that say so', () => {
    expect(found('Call me on 23456789 after six.')).toEqual([{ kind: 'phone', text: '23456789' }]);
  });

  it('finds several details in order, with their positions', () => {
    const text = 'Mail asha@example.in or call 9876543210. Car: MH 12 AB 1234.';
    const details = findIdentifyingDetails(text);
    expect(details.map((detail) => detail.kind)).toEqual(['email', 'phone', 'vehicle']);
    for (const detail of details) {
      expect(text.slice(detail.start, detail.end)).toBe(detail.text);
    }
  });
});

// Numbers every story has: none of them identifies anyone.
const NEAR_MISSES = [
  'In 2019 I moved to a new city.',
  'It went on from 2015 to 2020, and again in 2023-2024.',
  'I paid ₹50,000 and then Rs. 1,00,000 more.',
  'He took Rs 400000 from my account.',
  'It happened on 12-05-2023 and again on 12/05/2023.',
  'Story #12345 helped me, and story 123456 too.',
  'It lasted 10 years; I am 25 years old.',
  'At 10:30 pm he came home.',
  'I called 100, then 112, then 1091 and 181.',
  'Three years on the road, 10 street dogs and 2 roads later, I was free.',
  'I slept in room 2 and the phone was off.',
  'The amount was 1234567 rupees.',
  'My score was 98.76543210 percent.',
  'Version 9.8.7.6 of my life.',
  'We met at 5 pm, 4 of us.',
  'ABCDE is not a PAN and neither is ABCDE12345.',
  'The 1234 5678 code was wrong.',
  'Between 1,234,567,890 and more.',
  'Chapter 110001 of my diary.',
];

describe('findIdentifyingDetails leaves ordinary numbers alone', () => {
  it.each(NEAR_MISSES)('%s', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('findIdentifyingDetails on any text', () => {
  const storyish = fc.string({
    unit: fc.constantFrom(
      ...'0123456789 +-()@.,/#:abcMHBHNoRadgtreSecto\n'.split(''),
      'Road',
      'Nagar',
      'Flat',
      'Sector',
      '+91',
      'MH',
      'gmail.com',
      '9876543210',
    ),
    maxLength: 200,
  });

  it('returns sorted, non-overlapping ranges inside the text that match their excerpts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), storyish), (text) => {
        const details = findIdentifyingDetails(text);
        let previousEnd = 0;
        for (const detail of details) {
          expect(detail.start).toBeGreaterThanOrEqual(previousEnd);
          expect(detail.end).toBeGreaterThan(detail.start);
          expect(detail.end).toBeLessThanOrEqual(text.length);
          expect(text.slice(detail.start, detail.end)).toBe(detail.text);
          previousEnd = detail.end;
        }
      }),
    );
  });

  it('finds a ten-digit mobile number wherever it is put between words', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('6', '7', '8', '9'),
        fc.stringMatching(/^\d{9}$/),
        fc.constantFrom('My number is ', 'Text ', ''),
        fc.constantFrom('.', ' please', ''),
        (first, rest, before, after) => {
          const number = `${first}${rest}`;
          expect(found(`${before}${number}${after}`)).toContainEqual({
            kind: 'phone',
            text: number,
          });
        },
      ),
    );
  });
});
