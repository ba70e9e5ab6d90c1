// The inbox an address delivers to. One person can own many addresses that all land in one
// inbox (`x+1@`, `x+2@`, `X@`, and on Gmail `x.y@` and `xy@`): where one reader must count once
// (the readers whose reports hide a story), count mailboxes, not addresses.

/** Providers that ignore dots in the local part, each mapped to its one domain. */
const DOT_BLIND_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The normalised mailbox of an address: lower case, `+tag` removed from the local part, and for
 * the providers that ignore dots, the dots removed and the domain made one. Idempotent. Meant for
 * counting; the address itself is what mail is sent to.
 */
export function mailboxOf(address: string): string {
  // No address holds white space: dropping all of it, not only the ends, keeps this idempotent.
  const lower = address.replace(/\s/gu, '').toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const tagged = lower.slice(0, at);
  const domain = lower.slice(at + 1);
  const plus = tagged.indexOf('+');
  const local = plus < 0 ? tagged : tagged.slice(0, plus);
  const dotBlind = Object.hasOwn(DOT_BLIND_DOMAINS, domain) ? DOT_BLIND_DOMAINS[domain] : undefined;
  return dotBlind ? `${local.replaceAll('.', '')}@${dotBlind}` : `${local}@${domain}`;
}

/** How many distinct mailboxes the addresses deliver to. */
export function countMailboxes(addresses: Iterable<string>): number {
  return new Set(Array.from(addresses, mailboxOf)).size;
}
