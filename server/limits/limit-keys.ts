// The limit counters' keys. No e-mail address and no client address is stored in clear, nor as a
// plain hash anyone could reverse by hashing every address: each is an HMAC under the server's
// secret (AUTH_SECRET, or the one generated beside the data), which the database does not hold.
import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
// Relative, not @/: the Netlify functions bundle this file, and their bundler knows no alias.
import { mailboxOf } from '../../src/domain/mailbox';

/** The parts of a counter's key that say whose it is (hex digests). */
export interface LimitKeys {
  /** The account signed in as `email`, whatever its case or spaces. */
  account(email: string): string;
  /** The inbox `email` delivers to (its +tag and Gmail-dot aliases too). */
  inbox(email: string): string;
  /** A client address: one per IPv4 address or IPv6 /64. */
  client(address: string): string;
}

export function createLimitKeys(secret: string): LimitKeys {
  if (!secret) throw new Error('The limit counters need the server secret.');
  // The kind is hashed in, so an address and an account never share a digest.
  const digest = (kind: string, value: string) =>
    createHmac('sha256', secret).update(`${kind}\n${value}`).digest('hex');
  return {
    account: (email) => digest('account', email.trim().toLowerCase()),
    inbox: (email) => digest('inbox', mailboxOf(email)),
    client: (address) => digest('client', clientGroup(address)),
  };
}

/**
 * The client address as limits count it: an IPv4 address (also when written as IPv4-mapped
 * IPv6) as it is, an IPv6 address as its /64, which one home or phone line gets whole (its
 * devices pick new addresses in it every day, and one person can use all of it).
 */
export function clientGroup(address: string): string {
  const plain = (address.split('%')[0] ?? '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (isIP(plain) !== 6) return address;
  const [head = '', tail] = plain.split('::');
  const words = (part: string | undefined) => (part ? part.split(':') : []);
  const before = words(head);
  // An IPv4 tail (64:ff9b::192.0.2.1) takes two words' room.
  const after = words(tail).flatMap((word) => (word.includes('.') ? ['0', '0'] : [word]));
  const fill = Array<string>(Math.max(0, 8 - before.length - after.length)).fill('0');
  const all = [...before, ...(tail === undefined ? [] : fill), ...after];
  const prefix = all.slice(0, 4).map((word) => Number.parseInt(word || '0', 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
