// Configuration: environment variables only, parsed and checked once at start.
import { resolve } from 'node:path';
import { z } from 'zod';
import { isValidEmail } from '@/domain/email';
import { LIMITS } from '@/domain/limits';
import { STORY_REVIEW_MODES, type StoryReviewMode } from '@/domain/review';
import { ACCOUNT_ANSWER_FLOOR_MS } from './auth/answer-floor';
import { defaultLogFormat, LOG_FORMATS, type LogFormat } from './logging/logger';
import type { S3Settings } from './media/s3-media-store';

const MEBIBYTE = 1024 * 1024;
const PORT_MESSAGE = 'must be a port number from 1 to 65535';

const booleanFlag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'must be on or off' })
  .transform((value) => value === 'on' || value === 'true' || value === '1');

function splitList(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function wholeNumber(min: number) {
  const message = `must be a whole number of ${min} or more`;
  return z.coerce.number({ error: message }).int(message).min(min, message);
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ error: PORT_MESSAGE })
      .int(PORT_MESSAGE)
      .min(1, PORT_MESSAGE)
      .max(65535, PORT_MESSAGE)
      .default(8080),
    HOST: z
      .string()
      .regex(/^[A-Za-z0-9.:-]+$/, 'must be an address or host name such as 127.0.0.1 or 0.0.0.0')
      .default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    MEDIA_DIR: z.string().min(1).optional(),
    MEDIA_STORE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be a full http:// or https:// URL' })
      .optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (a-z, 0-9, dots, dashes)')
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    PUBLIC_URL: z
      .url({
        protocol: /^https?$/,
        error: 'must be a full http:// or https:// URL such as https://sahas.example',
      })
      .optional(),
    ADMIN_EMAILS: z
      .string()
      .default('')
      .refine((list) => splitList(list).every(isValidEmail), {
        error: 'must be e-mail addresses separated by commas',
      }),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('Sahas <no-reply@sahas.example>'),
    MAIL_OUTBOX_DIR: z.string().min(1).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    // Test servers only: a stand-in for Google's OAuth endpoints (server/testing/stand-in-google.ts).
    GOOGLE_OAUTH_TEST_ORIGIN: z
      .url({ protocol: /^http$/, error: 'must be an http:// origin such as http://127.0.0.1:9000' })
      .optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    AUTH_ENUMERATION_PROTECTION: booleanFlag.default(true),
    AUTH_RATE_LIMIT: booleanFlag.default(true),
    PASSWORD_HASH: z
      .enum(['scrypt', 'fast-for-tests'], { error: 'must be scrypt or fast-for-tests' })
      .default('scrypt'),
    DEMO_DATA: booleanFlag.default(true),
    STATIC_DIR: z.string().min(1).default('./dist'),
    FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
    MEDIA_WITHOUT_FFMPEG: z
      .enum(['refuse', 'keep'], { error: 'must be refuse or keep' })
      .default('refuse'),
    MEDIA_QUOTA_MB: wholeNumber(1).default(1024),
    MEDIA_QUOTA_UNVERIFIED_MB: wholeNumber(0).default(50),
    MEDIA_MIN_FREE_MB: wholeNumber(0).default(512),
    TRUST_PROXY: wholeNumber(0).default(0),
    LOG_FORMAT: z.enum(LOG_FORMATS, { error: 'must be json or pretty' }).optional(),
    REPORTS_TO_HIDE_STORY: z.coerce
      .number({ error: 'must be a whole number of 1 or more' })
      .int('must be a whole number of 1 or more')
      .min(1, 'must be a whole number of 1 or more')
      .default(LIMITS.reportsToHideStory),
    STORY_REVIEW: z.enum(STORY_REVIEW_MODES, { error: 'must be off, first or all' }).default('off'),
  })
  .refine((env) => !env.GOOGLE_CLIENT_ID === !env.GOOGLE_CLIENT_SECRET, {
    message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    path: ['GOOGLE_CLIENT_ID'],
  })
  // Whoever holds the stand-in's address decides who signs in as whom: only a test server that no
  // other machine can reach may name one, and only one on this machine.
  .refine(
    (env) =>
      !env.GOOGLE_OAUTH_TEST_ORIGIN ||
      (Boolean(env.GOOGLE_CLIENT_ID) &&
        isLoopback(env.HOST) &&
        isLoopback(new URL(env.GOOGLE_OAUTH_TEST_ORIGIN).hostname) &&
        (!env.PUBLIC_URL ||
          !URL.canParse(env.PUBLIC_URL) ||
          isLoopback(new URL(env.PUBLIC_URL).hostname))),
    {
      message:
        'is for test servers only: it needs GOOGLE_CLIENT_ID, and it, HOST and PUBLIC_URL must be this machine (localhost or 127.0.0.1)',
      path: ['GOOGLE_OAUTH_TEST_ORIGIN'],
    },
  )
  .refine((env) => env.MEDIA_STORE !== 's3' || env.S3_BUCKET, {
    message: 'must be set when MEDIA_STORE=s3',
    path: ['S3_BUCKET'],
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    message: 'and S3_SECRET_ACCESS_KEY must be set together',
    path: ['S3_ACCESS_KEY_ID'],
  })
  // A cheap hash would leave every password open to guessing if its table leaked: only a test
  // server, which no other machine can reach or sign in to, may choose it. (Not by NODE_ENV=test:
  // better-auth turns its origin check off for that.)
  .refine(
    (env) =>
      env.PASSWORD_HASH === 'scrypt' ||
      (isLoopback(env.HOST) &&
        // An address that is no URL has its own error (PUBLIC_URL above), reported first.
        (!env.PUBLIC_URL ||
          !URL.canParse(env.PUBLIC_URL) ||
          isLoopback(new URL(env.PUBLIC_URL).hostname))),
    {
      message:
        'fast-for-tests is for test servers only: HOST and PUBLIC_URL must be this machine (localhost or 127.0.0.1)',
      path: ['PASSWORD_HASH'],
    },
  );

/** The stand-in's endpoints, at the paths of stand-in-google.ts. */
function standInGoogleEndpoints(origin: string) {
  const base = new URL(origin).origin;
  return { authorization: `${base}/o/oauth2/v2/auth`, token: `${base}/token` };
}

function isLoopback(host: string): boolean {
  return ['localhost', '::1', '[::1]'].includes(host) || /^127(\.\d{1,3}){3}$/.test(host);
}

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  mediaDir: string;
  /** Where media are stored: MEDIA_DIR on this disk, or an S3-compatible bucket. */
  mediaStore: { kind: 'local' } | { kind: 's3'; s3: S3Settings };
  publicUrl: string;
  adminEmails: ReadonlySet<string>;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailOutboxDir: string;
  google:
    | {
        clientId: string;
        clientSecret: string;
        /** Test servers only (GOOGLE_OAUTH_TEST_ORIGIN): a stand-in's endpoints. */
        endpoints?: { authorization: string; token: string };
      }
    | undefined;
  authSecret: string | undefined;
  enumerationProtection: boolean;
  authRateLimit: boolean;
  /**
   * How long answers that could tell a registered address are held (server/auth/answer-floor.ts):
   * with enumeration protection, on any server but a test one (PASSWORD_HASH=fast-for-tests, on
   * this machine alone, where nobody else could time them); 0 otherwise.
   */
  accountAnswerFloorMs: number;
  /** scrypt, or (test servers only, see EnvSchema) a hash that costs nothing. */
  passwordHash: 'scrypt' | 'fast-for-tests';
  demoData: boolean;
  staticDir: string;
  /** ffmpeg, which strips audio and video metadata. */
  ffmpegPath: string;
  /**
   * What happens to audio and video when ffmpeg is missing: refused (the default), or kept with
   * their metadata, location included, by an operator who accepts that risk.
   */
  mediaWithoutFfmpeg: 'refuse' | 'keep';
  /** Distinct readers' pending reports that hide a story until an admin reviews it. */
  reportsToHideStory: number;
  /** Review before publishing: none (off), a new author's stories (first), or every story (all). */
  storyReview: StoryReviewMode;
  /** Bytes of media one user may store in all (attached or not), once her address is verified. */
  mediaQuotaBytes: number;
  /** The same before her address is verified: small, so throwaway accounts cannot fill a disk. */
  mediaQuotaUnverifiedBytes: number;
  /** Uploads are refused (507) while the media disk has less free space than this. */
  mediaMinFreeBytes: number;
  /** Proxies in front of the server whose X-Forwarded-For entries are trusted (0: none). */
  trustProxy: number;
  /** JSON lines, or plain ones (the default only when NODE_ENV=development). */
  logFormat: LogFormat;
}

export class EnvError extends Error {}

/** Parses the environment; throws EnvError with one line naming the bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') || 'environment';
    throw new EnvError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    mediaDir: resolve(env.MEDIA_DIR ?? `${dataDir}/media`),
    mediaStore:
      env.MEDIA_STORE === 's3' && env.S3_BUCKET
        ? {
            kind: 's3',
            s3: {
              endpoint: env.S3_ENDPOINT,
              bucket: env.S3_BUCKET,
              region: env.S3_REGION,
              credentials:
                env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                  ? {
                      accessKeyId: env.S3_ACCESS_KEY_ID,
                      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
                    }
                  : undefined,
              forcePathStyle: env.S3_FORCE_PATH_STYLE,
            },
          }
        : { kind: 'local' },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    adminEmails: new Set(splitList(env.ADMIN_EMAILS).map((email) => email.toLowerCase())),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailOutboxDir: resolve(env.MAIL_OUTBOX_DIR ?? `${dataDir}/outbox`),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            ...(env.GOOGLE_OAUTH_TEST_ORIGIN
              ? { endpoints: standInGoogleEndpoints(env.GOOGLE_OAUTH_TEST_ORIGIN) }
              : {}),
          }
        : undefined,
    authSecret: env.AUTH_SECRET,
    enumerationProtection: env.AUTH_ENUMERATION_PROTECTION,
    authRateLimit: env.AUTH_RATE_LIMIT,
    accountAnswerFloorMs:
      env.AUTH_ENUMERATION_PROTECTION && env.PASSWORD_HASH === 'scrypt'
        ? ACCOUNT_ANSWER_FLOOR_MS
        : 0,
    passwordHash: env.PASSWORD_HASH,
    demoData: env.DEMO_DATA,
    staticDir: resolve(env.STATIC_DIR),
    ffmpegPath: env.FFMPEG_PATH,
    mediaWithoutFfmpeg: env.MEDIA_WITHOUT_FFMPEG,
    reportsToHideStory: env.REPORTS_TO_HIDE_STORY,
    storyReview: env.STORY_REVIEW,
    mediaQuotaBytes: env.MEDIA_QUOTA_MB * MEBIBYTE,
    mediaQuotaUnverifiedBytes: env.MEDIA_QUOTA_UNVERIFIED_MB * MEBIBYTE,
    mediaMinFreeBytes: env.MEDIA_MIN_FREE_MB * MEBIBYTE,
    trustProxy: env.TRUST_PROXY,
    logFormat: env.LOG_FORMAT ?? defaultLogFormat(env.NODE_ENV),
  };
}
