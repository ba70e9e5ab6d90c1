// Each account e-mail comes in the language of the request that asked for it.
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type RealLocale, scriptOf, SOURCE_LOCALE } from '@/i18n/locales';
import { loadMailTranslator, type MailTranslator } from '../mail/mail-i18n';
import { MAIL_TEXTS } from '../mail/mail-texts';
import { setupTestServer } from '../testing/setup-test-server';

const PASSWORD = 'Str0ng!pass';
/** Every interface language but English: each table below runs for each of them. */
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);
/** A letter of the script `locale` is written in. */
const letterOf = (locale: RealLocale) => new RegExp(`\\p{Script=${scriptOf(locale)}}`, 'u');
/** Any letter of a language other than English. */
const ANY_OTHER_SCRIPT = new RegExp(OTHER_LOCALES.map((l) => letterOf(l).source).join('|'), 'u');

// The mails' text in each language, from the project's catalogues (src/locales/<lang>/mails.po).
let t: MailTranslator;
beforeAll(async () => {
  t = await loadMailTranslator();
});

const server = setupTestServer();

/** The last mail `body.email` was sent once the auth route `path` answered 200. */
async function mailAfter(
  path: string,
  body: { email: string; [field: string]: string },
  headers: Record<string, string>,
) {
  const response = await server.request(`/api/auth/${path}`, { body, headers });
  expect(response.status).toBe(200);
  return server.outbox.filter((mail) => mail.to === body.email).at(-1);
}
const signUpWith = (email: string, headers: Record<string, string>) =>
  mailAfter('sign-up/email', { email, password: PASSWORD, name: 'Anonymous' }, headers);
const askResetWith = (email: string, headers: Record<string, string>) =>
  mailAfter('request-password-reset', { email, redirectTo: '/auth' }, headers);

describe('the language of the account e-mails', () => {
  it.each(OTHER_LOCALES)('sends the verification mail in %s, by cookie or browser', async (l) => {
    const subject = t(l, 'verifySubject');
    // Translated (the translator falls back to English for a missing or broken message).
    expect(subject).not.toBe(MAIL_TEXTS.verifySubject);
    expect(subject).toMatch(letterOf(l));
    const byCookie = await signUpWith(`cookie-${l}@example.org`, { cookie: `nf_lang=${l}` });
    expect(byCookie?.subject).toBe(subject);
    const link = server.lastLinkTo(`cookie-${l}@example.org`);
    expect(byCookie?.text).toBe(t(l, 'verifyBody', { url: link ?? '' }));
    // The link survives intact, on a line of its own, and still verifies the address.
    expect(link).toMatch(
      /^http:\/\/sahas\.test\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=/,
    );
    expect(byCookie?.text).toContain(`\n\n${link}\n\n`);
    await server.verify(`cookie-${l}@example.org`);
    const byBrowser = await signUpWith(`browser-${l}@example.org`, {
      'accept-language': `${l}-IN,${l};q=0.9,en;q=0.8`,
    });
    expect(byBrowser?.subject).toBe(subject);
    expect(byBrowser?.text).toMatch(letterOf(l));
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
    expect(mail?.text).not.toMatch(ANY_OTHER_SCRIPT);
  });

  it.each(['nf_lang=xx', 'nf_lang=en-XA', 'nf_lang=ar-XB', 'nf_lang=%7Bjunk%7D'])(
    'sends English for a cookie that names no real language (%s)',
    async (cookie) => {
      const mail = await signUpWith('junk@example.org', { cookie });
      expect(mail?.subject).toBe('Confirm your e-mail address');
      expect(mail?.text).not.toMatch(ANY_OTHER_SCRIPT);
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

  it.each(OTHER_LOCALES)('sends the reset mail in %s when the request asks for it', async (l) => {
    await signUpWith(`reset-${l}@example.org`, {});
    const mail = await askResetWith(`reset-${l}@example.org`, { cookie: `nf_lang=${l}` });
    expect(mail?.subject).toBe(t(l, 'resetSubject'));
    expect(mail?.subject).not.toBe(MAIL_TEXTS.resetSubject);
    const link = server.lastLinkTo(`reset-${l}@example.org`);
    expect(mail?.text).toBe(t(l, 'resetBody', { url: link ?? '' }));
  });

  it.each(OTHER_LOCALES)('warns the owner of a taken address in %s', async (l) => {
    await signUpWith(`taken-${l}@example.org`, {});
    const warning = await signUpWith(`taken-${l}@example.org`, { 'accept-language': l });
    expect(warning?.subject).toBe(t(l, 'existingAccountSubject'));
    expect(warning?.subject).toMatch(letterOf(l));
    expect(warning?.text).toContain('\n\nhttp://sahas.test/auth\n\n');
    expect(warning?.text).toMatch(/\n\nhttp:\/\/sahas\.test\/api\/auth\/reset-password\/\S+\n\n/);
  });
});
