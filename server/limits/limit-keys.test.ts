// The limit counters' keys: no address in clear or in a hash anyone could recompute, and one
// client per IPv4 address or IPv6 /64.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientGroup, createLimitKeys } from './limit-keys';

const SECRET = 'a-secret-long-enough-for-the-limit-counters';

describe('clientGroup', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['in-process', 'in-process'],
  ])('%s counts as %s', (address, group) => {
    expect(clientGroup(address)).toBe(group);
  });

  it('gives every address of one /64 the same group, and other /64s others', () => {
    const word = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    const words = (n: number) => fc.array(word, { minLength: n, maxLength: n });
    fc.assert(
      fc.property(words(4), words(4), words(4), (prefix, host, other) => {
        const group = clientGroup([...prefix, ...host].join(':'));
        expect(group).toBe(clientGroup([...prefix, ...other].join(':')));
        const elsewhere = [
          ...prefix.slice(0, 3),
          (Number.parseInt(prefix[3] ?? '0', 16) ^ 1).toString(16),
        ];
        expect(clientGroup([...elsewhere, ...host].join(':'))).not.toBe(group);
      }),
    );
  });
});

describe('createLimitKeys', () => {
  const keys = createLimitKeys(SECRET);

  it('holds neither the address nor its plain SHA-256', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.ipV4(), (email, address) => {
        const all = [keys.account(email), keys.inbox(email), keys.client(address)];
        for (const value of [email, address]) {
          const plain = createHash('sha256').update(value).digest('hex');
          for (const key of all) {
            expect(key).not.toContain(value);
            expect(key).not.toContain(plain);
          }
        }
      }),
    );
  });

  it('depends on the secret', () => {
    const other = createLimitKeys('another-secret-long-enough-for-the-counters');
    expect(other.account('asha@example.org')).not.toBe(keys.account('asha@example.org'));
    expect(other.client('203.0.113.7')).not.toBe(keys.client('203.0.113.7'));
  });

  it('gives one account whatever the case or spaces, and one inbox to its aliases', () => {
    expect(keys.account(' Asha@Example.org')).toBe(keys.account('asha@example.org'));
    expect(keys.account('asha+1@example.org')).not.toBe(keys.account('asha@example.org'));
    expect(keys.inbox('asha+1@example.org')).toBe(keys.inbox('asha@example.org'));
    expect(keys.inbox('a.sha@gmail.com')).toBe(keys.inbox('asha@googlemail.com'));
  });

  it('refuses to work without a secret', () => {
    expect(() => createLimitKeys('')).toThrow();
  });
});
