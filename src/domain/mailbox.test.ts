import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countMailboxes, mailboxOf } from './mailbox';

/** A local part without the characters the normalisation acts on. */
const plainLocal = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,12}$/);
const tag = fc.stringMatching(/^[a-z0-9._+-]{0,10}$/);
const otherDomain = fc
  .tuple(fc.stringMatching(/^[a-z0-9-]{1,12}$/), fc.constantFrom('com', 'org', 'in', 'co.uk'))
  .map(([name, tld]) => `${name}.${tld}`)
  .filter((domain) => domain !== 'gmail.com' && domain !== 'googlemail.com');
const gmailDomain = fc.constantFrom('gmail.com', 'googlemail.com', 'GMail.com', 'GOOGLEMAIL.COM');

/** The string with each character's case picked by `upper`. */
const withCases = (value: string, upper: boolean[]) =>
  Array.from(value, (char, index) => (upper[index] ? char.toUpperCase() : char)).join('');

/** The string with dots put after the characters `dots` picks. */
const withDots = (value: string, dots: boolean[]) =>
  Array.from(value, (char, index) => (dots[index] ? `${char}.` : char)).join('');

describe('mailboxOf', () => {
  it.each([
    // A +tag, case and Gmail's dots: the properties below.
    ['x.y@mail.gmail.com', 'x.y@mail.gmail.com'],
    ['  x@example.org ', 'x@example.org'],
    ['not an address', 'notanaddress'],
  ])('%s is the mailbox %s', (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });

  it('is idempotent, whatever the string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.emailAddress()), (address) => {
        expect(mailboxOf(mailboxOf(address))).toBe(mailboxOf(address));
      }),
    );
  });

  it('ignores case', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.array(fc.boolean(), { maxLength: 80 }), (address, up) => {
        expect(mailboxOf(withCases(address, up))).toBe(mailboxOf(address));
      }),
    );
  });

  it('drops a +tag from the local part, on any domain', () => {
    fc.assert(
      fc.property(plainLocal, tag, fc.oneof(otherDomain, gmailDomain), (local, suffix, domain) => {
        expect(mailboxOf(`${local}+${suffix}@${domain}`)).toBe(mailboxOf(`${local}@${domain}`));
      }),
    );
  });

  it("ignores the local part's dots at gmail.com and googlemail.com, which are one domain", () => {
    fc.assert(
      fc.property(
        plainLocal,
        fc.array(fc.boolean(), { maxLength: 13 }),
        gmailDomain,
        (local, dots, domain) => {
          expect(mailboxOf(`${withDots(local, dots)}@${domain}`)).toBe(`${local}@gmail.com`);
        },
      ),
    );
  });

  it('keeps the dots on other domains: there they name other mailboxes', () => {
    fc.assert(
      fc.property(plainLocal, plainLocal, otherDomain, (before, after, domain) => {
        expect(mailboxOf(`${before}.${after}@${domain}`)).not.toBe(
          mailboxOf(`${before}${after}@${domain}`),
        );
      }),
    );
  });

  it('keeps distinct mailboxes apart', () => {
    fc.assert(
      fc.property(plainLocal, plainLocal, fc.oneof(otherDomain, gmailDomain), (a, b, domain) => {
        fc.pre(a !== b);
        expect(mailboxOf(`${a}@${domain}`)).not.toBe(mailboxOf(`${b}@${domain}`));
      }),
    );
    fc.assert(
      fc.property(plainLocal, otherDomain, otherDomain, (local, first, second) => {
        fc.pre(first !== second);
        expect(mailboxOf(`${local}@${first}`)).not.toBe(mailboxOf(`${local}@${second}`));
      }),
    );
  });
});

describe('countMailboxes', () => {
  it('counts the aliases of one inbox once', () => {
    expect(
      countMailboxes(['x+1@example.org', 'x+2@example.org', 'X+3@example.org', 'x@example.org']),
    ).toBe(1);
    expect(countMailboxes(['x.y@gmail.com', 'xy@gmail.com', 'x.y+z@googlemail.com'])).toBe(1);
    expect(countMailboxes(['x@example.org', 'y@example.org', 'x@example.net'])).toBe(3);
    expect(countMailboxes([])).toBe(0);
  });
});
