// Whoever reads her mailbox must learn nothing from a link but that it opens something: every
// mailed link carries an opaque random token, kept on the server only as a hash, and no mail
// names her account id (the id that once appeared on every story she posted).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inviteAdmin } from '../auth/admin-invite';
import { user, verification } from '../db/schema';
import type { Mail } from '../mail/mailer';
import { setupTestServer } from '../testing/setup-test-server';

const HER = 'her@example.org';
const ADMIN = 'admin-to-be@example.org';

/** Every link in a mail, and every piece of each that could be decoded (JWT parts, base64). */
function linksIn(mail: Mail): URL[] {
  return (mail.text.match(/https?:\/\/\S+/g) ?? []).map((link) => new URL(link));
}

function tokenOf(link: URL): string {
  return link.searchParams.get('token') ?? link.pathname.split('/').at(-1) ?? '';
}

/** The text a reader could get out of a string: itself and any base64/base64url decoding. */
function readable(value: string): string {
  const pieces = value.split(/[.?&=/]/).filter(Boolean);
  const decoded = pieces.map((piece) => Buffer.from(piece, 'base64url').toString('latin1'));
  return [value, ...decoded].join('\n');
}

describe('mailed links', () => {
  const server = setupTestServer({ adminEmails: [ADMIN] });

  async function idOf(email: string): Promise<string> {
    const [row] = await server.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!row) throw new Error(`no account for ${email}`);
    return row.id;
  }

  /** Every mail sent in the flows that mail links: verification, reset, the sign-up notice. */
  async function mailEveryKindTo(email: string) {
    await server.signUp(email);
    // A second sign-up with her address: she gets the "someone tried" notice.
    await server.request('/api/auth/sign-up/email', {
      body: { email, password: 'An0ther!pass', name: 'x' },
    });
    await server.request('/api/auth/send-verification-email', {
      body: { email, callbackURL: '/auth' },
    });
    await server.request('/api/auth/request-password-reset', {
      body: { email, redirectTo: '/auth' },
    });
    await inviteAdmin({ ...server, email: ADMIN });
  }

  it('name no account id, in clear or decoded, in any mail', async () => {
    await mailEveryKindTo(HER);
    const ids = [await idOf(HER), await idOf(ADMIN)];
    const subjects = new Set(server.outbox.map((mail) => mail.subject));
    // Verification, reset, the sign-up notice and the invite all went out.
    expect(subjects.size).toBeGreaterThanOrEqual(4);
    for (const mail of server.outbox) {
      const everything =
        readable(mail.text) +
        linksIn(mail)
          .map((l) => readable(l.href))
          .join();
      for (const id of ids) expect(everything, mail.subject).not.toContain(id);
      for (const link of linksIn(mail)) {
        if (link.pathname === '/auth') continue;
        // Opaque: random bytes in base64url, nothing a reader could parse.
        expect(tokenOf(link), mail.subject).toMatch(/^[A-Za-z0-9_-]{24,64}$/);
        expect(readable(tokenOf(link))).not.toMatch(/"email"|"userId"/);
      }
    }
  });

  it('keep no mailed token in clear on the server', async () => {
    await mailEveryKindTo(HER);
    const tokens = server.outbox.flatMap(linksIn).filter((l) => l.pathname !== '/auth');
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    const rows = await server.db.select().from(verification);
    const stored = rows.map((row) => `${row.identifier} ${row.value}`).join('\n');
    for (const link of tokens) expect(stored).not.toContain(tokenOf(link));
  });

  // The mailed links still verify her address and set her password: auth.test.ts's
  // 'marks the address verified…' and 'resets the password with the mailed token…'.
  it('refuses a made-up verification token, and an expired one', async () => {
    await server.signUp(HER);
    const link = new URL(server.lastLinkTo(HER));
    const forged = new URL(link);
    forged.searchParams.set('token', 'A'.repeat(43));
    const refused = await server.request(`${forged.pathname}${forged.search}`);
    expect(refused.headers.get('location') ?? '').toContain('error=');

    await server.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await server.request(`${link.pathname}${link.search}`);
    expect(late.headers.get('location') ?? '').toContain('error=');
    const [row] = await server.db
      .select({ emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.email, HER));
    expect(row?.emailVerified).toBe(false);
  });
});
