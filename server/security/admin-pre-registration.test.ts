// An attacker who registers a listed admin address first, with his own password, must never
// become admin, not even after the real owner confirms the address from her inbox.
import { describe, expect, it } from 'vitest';
import { inviteAdmin } from '../auth/admin-invite';
import { cookieFrom } from '../testing/test-server';
import { setupTestServer } from '../testing/setup-test-server';

const BOSS = 'boss@example.org';
const ATTACKER_PASSWORD = 'Att4cker!pass';
const OWNER_PASSWORD = '0wner!Passw0rd';

describe('admin rights and pre-registration', () => {
  const server = setupTestServer({ adminEmails: [BOSS] });

  // As the operator's command invites: through the server's own database, auth and mailer.
  const invite = (email: string) => inviteAdmin({ ...server, email });
  /** The owner sets her password through a mailed reset link. */
  async function resetThrough(link: string | undefined) {
    const token = new URL(link ?? '').pathname.split('/').at(-1);
    const reset = await server.request('/api/auth/reset-password', {
      body: { token, newPassword: OWNER_PASSWORD },
    });
    expect(reset.status).toBe(200);
  }
  const adminCall = async (cookie: string) =>
    (await server.request('/api/admin/ngos', { cookie })).status;

  it("ends the attacker's session when the owner confirms the address, and never makes him admin", async () => {
    await server.signUp(BOSS, ATTACKER_PASSWORD);
    const attackerCookie = await server.signIn(BOSS, ATTACKER_PASSWORD);
    expect(await server.sessionUser(attackerCookie)).toMatchObject({ isAdmin: false });

    await server.verify(BOSS); // the owner opens the mail that reached her inbox

    expect(await server.sessionUser(attackerCookie)).toBeNull();
    const again = await server.signIn(BOSS, ATTACKER_PASSWORD);
    expect(await server.sessionUser(again)).toMatchObject({ isAdmin: false });
    expect(await adminCall(again)).toBe(403);
  });

  it('makes the owner admin once she sets her password through the mailed link, and locks him out', async () => {
    await server.signUp(BOSS, ATTACKER_PASSWORD);
    const attackerCookie = await server.signIn(BOSS, ATTACKER_PASSWORD);
    await server.verify(BOSS);

    await server.setPasswordByMail(BOSS, OWNER_PASSWORD); // Forgot Password, from her inbox

    expect(await server.sessionUser(attackerCookie)).toBeNull();
    await expect(server.signIn(BOSS, ATTACKER_PASSWORD)).rejects.toThrow(/401/);
    const owner = await server.signIn(BOSS, OWNER_PASSWORD);
    expect(await server.sessionUser(owner)).toMatchObject({ isAdmin: true });
    expect(await adminCall(owner)).toBe(200);
  });

  it('counts a password set through the mailed link as proof of the address itself', async () => {
    await server.signUp(BOSS, ATTACKER_PASSWORD);
    await server.setPasswordByMail(BOSS, OWNER_PASSWORD); // without opening the verification mail
    const owner = await server.signIn(BOSS, OWNER_PASSWORD);
    expect(await server.sessionUser(owner)).toMatchObject({ emailVerified: true, isAdmin: true });
  });

  it('does not grant admin to a password changed while signed in by whoever chose it', async () => {
    await server.signUp(BOSS, ATTACKER_PASSWORD);
    await server.verify(BOSS);
    const cookie = await server.signIn(BOSS, ATTACKER_PASSWORD);
    const changed = await server.request('/api/auth/change-password', {
      cookie,
      body: { currentPassword: ATTACKER_PASSWORD, newPassword: 'An0ther!pass' },
    });
    expect(changed.status).toBe(200);
    const after = await server.signIn(BOSS, 'An0ther!pass');
    expect(await server.sessionUser(after)).toMatchObject({ isAdmin: false });
  });

  it('offers the owner a link to take the account back when someone signs up with her address', async () => {
    await server.signUp(BOSS, ATTACKER_PASSWORD);
    server.outbox.length = 0;
    await server.signUp(BOSS, 'Any0ther!pass'); // she tries to register and finds it taken

    const [notice] = server.outbox;
    expect(notice?.subject).toBe('Someone tried to create an account with your e-mail');
    const resetLink = notice?.text.match(/https?:\/\/\S+\/reset-password\/\S+/)?.[0];
    expect(resetLink).toBeDefined();
    await resetThrough(resetLink);
    expect(await server.sessionUser(await server.signIn(BOSS, OWNER_PASSWORD))).toMatchObject({
      isAdmin: true,
    });
  });

  it('keeps the admin evidence out of what the account routes return', async () => {
    await server.signUp('reader@example.org');
    const signedIn = await server.request('/api/auth/sign-in/email', {
      body: { email: 'reader@example.org', password: 'Str0ng!pass' },
    });
    expect(JSON.stringify(await signedIn.json())).not.toMatch(/ownerPassword/i);
    const session = await server.request('/api/auth/get-session', { cookie: cookieFrom(signedIn) });
    expect(JSON.stringify(await session.json())).not.toMatch(/ownerPassword/i);
  });

  // An ordinary account's sessions all end too when its address is confirmed:
  // verify-keeps-session.test.ts.
  it('invites an admin by mail: the account is created, and admin once she sets a password', async () => {
    await invite(BOSS);
    const [mail] = server.outbox;
    expect(mail?.to).toBe(BOSS);
    await resetThrough(mail?.text.match(/https?:\/\/\S+/)?.[0]);
    const owner = await server.signIn(BOSS, OWNER_PASSWORD);
    expect(await server.sessionUser(owner)).toMatchObject({ emailVerified: true, isAdmin: true });
  });

  it('invites an address someone registered first without giving his password anything', async () => {
    await server.signUp(BOSS, ATTACKER_PASSWORD);
    const attackerCookie = await server.signIn(BOSS, ATTACKER_PASSWORD);
    await invite(BOSS);
    expect(await server.sessionUser(attackerCookie)).toMatchObject({ isAdmin: false });
    const again = await server.request('/api/auth/sign-in/email', {
      body: { email: BOSS, password: ATTACKER_PASSWORD },
    });
    expect(await server.sessionUser(cookieFrom(again))).toMatchObject({ isAdmin: false });
  });
});
