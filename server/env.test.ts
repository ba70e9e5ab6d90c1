import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/limits';
import { ACCOUNT_ANSWER_FLOOR_MS } from './auth/answer-floor';
import { EnvError, parseEnv } from './env';

/** Google sign-in configured, as a stand-in for it needs. */
const GOOGLE = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };

describe('parseEnv', () => {
  it('needs no configuration at all', () => {
    const env = parseEnv({});
    expect(env.port).toBe(8080);
    expect(env.databaseUrl).toBeUndefined();
    expect(env.dataDir).toMatch(/\/data$/);
    expect(env.mediaDir).toBe(`${env.dataDir}/media`);
    expect(env.mailOutboxDir).toBe(`${env.dataDir}/outbox`);
    expect(env.publicUrl).toBe('http://localhost:8080');
    expect(env.enumerationProtection).toBe(true);
    expect(env.demoData).toBe(true);
    expect(env.google).toBeUndefined();
    expect(env.adminEmails.size).toBe(0);
    expect(env.reportsToHideStory).toBe(LIMITS.reportsToHideStory);
    // Without ffmpeg, recordings are refused unless the operator opts out.
    expect(env.mediaWithoutFfmpeg).toBe('refuse');
    expect(env.logFormat).toBe('json');
  });

  it('holds the answers that could tell a registered address, unless nobody could time them', () => {
    expect(parseEnv({}).accountAnswerFloorMs).toBe(ACCOUNT_ANSWER_FLOOR_MS);
    // The specified messages already tell; a test server on this machine has nobody to hide from.
    expect(parseEnv({ AUTH_ENUMERATION_PROTECTION: 'off' }).accountAnswerFloorMs).toBe(0);
    expect(parseEnv({ PASSWORD_HASH: 'fast-for-tests' }).accountAnswerFloorMs).toBe(0);
  });

  it('logs plain lines by default only in development', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).logFormat).toBe('pretty');
    expect(parseEnv({ NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(parseEnv({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('hashes passwords with scrypt unless a test server on this machine asks for the fast hash', () => {
    expect(parseEnv({}).passwordHash).toBe('scrypt');
    const testServer = { PASSWORD_HASH: 'fast-for-tests' };
    expect(parseEnv(testServer).passwordHash).toBe('fast-for-tests');
    expect(
      parseEnv({ ...testServer, HOST: 'localhost', PUBLIC_URL: 'http://127.0.0.1:4173' })
        .passwordHash,
    ).toBe('fast-for-tests');
  });

  it('points Google sign-in at a stand-in only for a test server on this machine', () => {
    expect(parseEnv(GOOGLE).google).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(
      parseEnv({
        ...GOOGLE,
        GOOGLE_OAUTH_TEST_ORIGIN: 'http://127.0.0.1:9000',
        PUBLIC_URL: 'http://localhost:4173',
      }).google,
    ).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      endpoints: {
        authorization: 'http://127.0.0.1:9000/o/oauth2/v2/auth',
        token: 'http://127.0.0.1:9000/token',
      },
    });
  });

  it('reads every variable', () => {
    const env = parseEnv({
      PORT: '9000',
      DATA_DIR: '/srv/sahas',
      DATABASE_URL: 'postgres://u:p@db:5432/sahas',
      MEDIA_DIR: '/srv/media',
      PUBLIC_URL: 'https://sahas.example/',
      ADMIN_EMAILS: ' One@Example.org, two@example.org ,',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_OUTBOX_DIR: '/srv/outbox',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      AUTH_ENUMERATION_PROTECTION: 'off',
      DEMO_DATA: 'off',
      REPORTS_TO_HIDE_STORY: '5',
      FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg',
      MEDIA_WITHOUT_FFMPEG: 'keep',
    });
    expect(env).toMatchObject({
      port: 9000,
      dataDir: '/srv/sahas',
      databaseUrl: 'postgres://u:p@db:5432/sahas',
      mediaDir: '/srv/media',
      publicUrl: 'https://sahas.example',
      smtpUrl: 'smtps://user:pass@mail.example:465',
      mailOutboxDir: '/srv/outbox',
      google: { clientId: 'id', clientSecret: 'secret' },
      enumerationProtection: false,
      demoData: false,
      reportsToHideStory: 5,
      ffmpegPath: '/opt/ffmpeg/bin/ffmpeg',
      mediaWithoutFfmpeg: 'keep',
    });
    expect([...env.adminEmails]).toEqual(['one@example.org', 'two@example.org']);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ DEMO_DATA: 'maybe' }, /DEMO_DATA/],
    [{ GOOGLE_CLIENT_ID: 'only-id' }, /GOOGLE_CLIENT_ID/],
    [{ AUTH_SECRET: 'short' }, /AUTH_SECRET/],
    [{ REPORTS_TO_HIDE_STORY: '0' }, /REPORTS_TO_HIDE_STORY/],
    [{ REPORTS_TO_HIDE_STORY: '2.5' }, /REPORTS_TO_HIDE_STORY/],
    [{ REPORTS_TO_HIDE_STORY: 'three' }, /REPORTS_TO_HIDE_STORY/],
    [{ MEDIA_WITHOUT_FFMPEG: 'yes' }, /MEDIA_WITHOUT_FFMPEG must be refuse or keep/],
    [{ MEDIA_WITHOUT_FFMPEG: 'KEEP' }, /MEDIA_WITHOUT_FFMPEG/],
    [{ LOG_FORMAT: 'text' }, /LOG_FORMAT must be json or pretty/],
    [{ PASSWORD_HASH: 'md5' }, /PASSWORD_HASH must be scrypt or fast-for-tests/],
    // A stand-in for Google only on a test server that no other machine can reach.
    [{ GOOGLE_OAUTH_TEST_ORIGIN: 'http://127.0.0.1:9000' }, /GOOGLE_OAUTH_TEST_ORIGIN is for test/],
    [
      { ...GOOGLE, GOOGLE_OAUTH_TEST_ORIGIN: 'http://127.0.0.1:9000', HOST: '0.0.0.0' },
      /GOOGLE_OAUTH_TEST_ORIGIN is for test/,
    ],
    [
      {
        ...GOOGLE,
        GOOGLE_OAUTH_TEST_ORIGIN: 'http://127.0.0.1:9000',
        PUBLIC_URL: 'https://sahas.example',
      },
      /GOOGLE_OAUTH_TEST_ORIGIN/,
    ],
    [{ ...GOOGLE, GOOGLE_OAUTH_TEST_ORIGIN: 'http://oauth.example' }, /GOOGLE_OAUTH_TEST_ORIGIN/],
    [{ ...GOOGLE, GOOGLE_OAUTH_TEST_ORIGIN: 'https://127.0.0.1:9000' }, /GOOGLE_OAUTH_TEST_ORIGIN/],
    // The fast hash only on a test server that no other machine can reach.
    [
      { PASSWORD_HASH: 'fast-for-tests', HOST: '0.0.0.0' },
      /PASSWORD_HASH fast-for-tests is for test/,
    ],
    [{ PASSWORD_HASH: 'fast-for-tests', HOST: '192.168.1.5' }, /PASSWORD_HASH/],
    [{ PASSWORD_HASH: 'fast-for-tests', PUBLIC_URL: 'https://sahas.example' }, /PASSWORD_HASH/],
    [{ PASSWORD_HASH: 'fast-for-tests', PUBLIC_URL: 'http://127.0.0.1.example' }, /PASSWORD_HASH/],
    // A malformed address is named as such, not thrown as a TypeError from the check above.
    [{ PASSWORD_HASH: 'fast-for-tests', PUBLIC_URL: 'not a url' }, /PUBLIC_URL must be a full/],
  ])('refuses %o with one line naming the variable', (source, name) => {
    let error: unknown;
    try {
      parseEnv(source);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as Error).message).toMatch(name);
    expect((error as Error).message).not.toContain('\n');
  });
});
