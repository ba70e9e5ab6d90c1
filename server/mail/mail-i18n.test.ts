import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adminInviteMail } from './auth-mails';
import { loadMailTranslator } from './mail-i18n';
import { MAIL_TEXTS } from './mail-texts';

const URL_WITH_QUERY =
  'https://sahas.example/api/auth/reset-password/a_b-c?callbackURL=%2Fauth&x=1';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A locales folder holding only a Hindi mails.po with the given entries. */
async function localesWith(entries: Record<string, string>): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'sahas-mails-'));
  await mkdir(join(dir, 'hi'));
  const body = Object.entries(entries)
    .map(([id, text]) => `#. js-lingui-explicit-id\nmsgid "${id}"\nmsgstr "${text}"\n`)
    .join('\n');
  await writeFile(join(dir, 'hi', 'mails.po'), `msgid ""\nmsgstr ""\n"Language: hi\\n"\n\n${body}`);
  return dir;
}

describe('the mail translator', () => {
  it('formats the Hindi of the project catalogue, the link intact', async () => {
    const t = await loadMailTranslator();
    expect(t('hi', 'inviteSubject')).toBe('अपना पासवर्ड चुनें');
    const body = t('hi', 'inviteBody', { url: URL_WITH_QUERY });
    expect(body).toContain(`\n\n${URL_WITH_QUERY}\n\n`);
    expect(body).toContain('Sahas');
    expect(t('en', 'inviteBody', { url: URL_WITH_QUERY })).toBe(
      `You have been invited to help run Sahas. To choose your password, open this link within 7 days:\n\n${URL_WITH_QUERY}\n\nIf you did not expect this, you can ignore this message.`,
    );
  });

  it('falls back to English when the catalogues are missing', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sahas-mails-'));
    const t = await loadMailTranslator(dir);
    expect(t('hi', 'verifySubject')).toBe(MAIL_TEXTS.verifySubject);
    expect(t('en', 'resetBody', { url: URL_WITH_QUERY })).toContain(URL_WITH_QUERY);
  });

  it('falls back to English for an untranslated or broken message, per message', async () => {
    const t = await loadMailTranslator(
      await localesWith({
        verifySubject: 'पुष्टि करें',
        resetSubject: '',
        resetBody: 'खोलें {url',
        verifyBody: 'लिंक खोलें: {link}',
      }),
    );
    expect(t('hi', 'verifySubject')).toBe('पुष्टि करें');
    expect(t('hi', 'resetSubject')).toBe(MAIL_TEXTS.resetSubject);
    expect(t('hi', 'resetBody', { url: URL_WITH_QUERY })).toContain('Someone asked to reset');
    expect(t('hi', 'verifyBody', { url: URL_WITH_QUERY })).toContain(`\n\n${URL_WITH_QUERY}\n\n`);
    expect(t('hi', 'verifyBody', { url: URL_WITH_QUERY })).toMatch(/^Please confirm/);
    expect(t('hi', 'inviteSubject')).toBe(MAIL_TEXTS.inviteSubject);
  });

  it('sends the admin invite in the language asked for', async () => {
    const mail = await adminInviteMail('new-admin@example.org', URL_WITH_QUERY, 'hi');
    expect(mail).toMatchObject({ to: 'new-admin@example.org', subject: 'अपना पासवर्ड चुनें' });
    expect(mail.text).toContain(URL_WITH_QUERY);
  });
});
