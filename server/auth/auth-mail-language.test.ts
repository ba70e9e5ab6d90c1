// Each account e-mail comes in the language of the request that asked for it.
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../testing/setup-test-server';

const PASSWORD = 'Str0ng!pass';
const HINDI = /[\u0900-\u097F]/;

const server = setupTestServer();

async function signUpWith(email: string, headers: Record<string, string>) {
  const response = await server.request('/api/auth/sign-up/email', {
    body: { email, password: PASSWORD, name: 'Anonymous' },
    headers,
  });
  expect(response.status).toBe(200);
  return server.outbox.filter((mail) => mail.to === email).at(-1);
}

async function askResetWith(email: string, headers: Record<string, string>) {
  const response = await server.request('/api/auth/request-password-reset', {
    body: { email, redirectTo: '/auth' },
    headers,
  });
  expect(response.status).toBe(200);
  return server.outbox.filter((mail) => mail.to === email).at(-1);
}

describe('the language of the account e-mails', () => {
  it('sends the verification mail in Hindi when her language cookie says Hindi', async () => {
    const mail = await signUpWith('cookie@example.org', { cookie: 'nf_lang=hi' });
    expect(mail?.subject).toBe('अपने ई-मेल पते की पुष्टि करें');
    expect(mail?.text).toContain('कृपया यह लिंक खोलकर अपने ई-मेल पते की पुष्टि करें');
    // The link survives intact, on a line of its own, and still verifies the address.
    const link = server.lastLinkTo('cookie@example.org');
    expect(link).toMatch(
      /^http:\/\/sahas\.test\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=/,
    );
    expect(mail?.text).toContain(`\n\n${link}\n\n`);
    await server.verify('cookie@example.org');
  });

  it('sends it in Hindi when only her browser asks for Hindi', async () => {
    const mail = await signUpWith('browser@example.org', {
      'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8',
    });
    expect(mail?.subject).toBe('अपने ई-मेल पते की पुष्टि करें');
    expect(mail?.text).toMatch(HINDI);
  });

  it('lets the cookie she chose win over the browser', async () => {
    const mail = await signUpWith('chose@example.org', {
      cookie: 'nf_lang=en',
      'accept-language': 'hi-IN',
    });
    expect(mail?.subject).toBe('Confirm your e-mail address');
  });

  it('sends English without a cookie or a language we have', async () => {
    const mail = await signUpWith('plain@example.org', { 'accept-language': 'fr-FR' });
    expect(mail?.subject).toBe('Confirm your e-mail address');
    expect(mail?.text).toMatch(/^Please confirm your e-mail address by opening this link:\n\nhttp/);
    expect(mail?.text).not.toMatch(HINDI);
  });

  it.each(['nf_lang=xx', 'nf_lang=en-XA', 'nf_lang=ar-XB', 'nf_lang=%7Bjunk%7D'])(
    'sends English for a cookie that names no real language (%s)',
    async (cookie) => {
      const mail = await signUpWith('junk@example.org', { cookie });
      expect(mail?.subject).toBe('Confirm your e-mail address');
      expect(mail?.text).not.toMatch(HINDI);
    },
  );

  it('sends the reset mail in the language of the reset request', async () => {
    await signUpWith('reset@example.org', {});
    const hindi = await askResetWith('reset@example.org', { cookie: 'nf_lang=hi' });
    expect(hindi?.subject).toBe('अपना नया पासवर्ड चुनें');
    expect(hindi?.text).toContain('नया पासवर्ड चुनने के लिए यह लिंक खोलें');
    const link = server.lastLinkTo('reset@example.org');
    expect(link).toMatch(/^http:\/\/sahas\.test\/api\/auth\/reset-password\/[\w-]+\?callbackURL=/);
    expect(hindi?.text).toContain(`\n\n${link}\n\n`);

    const english = await askResetWith('reset@example.org', {});
    expect(english?.subject).toBe('Reset your password');
    expect(english?.text).toContain('To choose a new password, open this link:');
  });

  it('warns the owner of a taken address in the language of the second sign-up', async () => {
    await signUpWith('taken@example.org', {});
    const warning = await signUpWith('taken@example.org', { 'accept-language': 'hi' });
    expect(warning?.subject).toBe('किसी ने आपके ई-मेल से खाता बनाने की कोशिश की');
    expect(warning?.text).toContain('\n\nhttp://sahas.test/auth\n\n');
    expect(warning?.text).toMatch(/\n\nhttp:\/\/sahas\.test\/api\/auth\/reset-password\/\S+\n\n/);
  });
});
