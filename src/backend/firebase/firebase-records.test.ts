import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isDeletableMediaPath,
  mediaExtension,
  mediaOwnerTag,
  mediaPath,
} from '@/backend/firebase/media-path';
import {
  ANONYMOUS_DISPLAY_NAME,
  PLACEHOLDER_EMAIL,
  profileFields,
} from '@/backend/firebase/firebase-profile';
import { ngoFromDoc, ngoRequestFromDoc, testimonialFromDoc } from '@/backend/firebase/record-doc';
import { tallyReasons } from '@/backend/firebase/firebase-admin';
import {
  firebaseSettingsFromEnv,
  offeredHelpersFromEnv,
  splitHost,
} from '@/backend/firebase/firebase-config';

const at = (iso: string) => ({ toDate: () => new Date(iso) });

describe('media paths', () => {
  it('use a random name in no folder of hers, never the original file name', () => {
    const random = '0b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b';
    const path = mediaPath({ name: 'Priya at home.jpg', type: 'image/jpeg' }, random);
    expect(path).toBe(`story-media/${random}.jpg`);
    expect(mediaPath({ name: 'secret name.png', type: 'image/png' })).not.toContain('secret');
    expect(isDeletableMediaPath(path, 'uid1')).toBe(true);
    expect(isDeletableMediaPath('story-media/uid1/old.jpg', 'uid1')).toBe(true);
    expect(isDeletableMediaPath('story-media/uid2/old.jpg', 'uid1')).toBe(false);
    expect(isDeletableMediaPath('story-media/uid1/../uid2/x.jpg', 'uid1')).toBe(false);
    expect(isDeletableMediaPath('story-media/not-random.jpg', 'uid1')).toBe(false);
  });

  it('tag each file with its own owner tag, which links no two files and names no one', async () => {
    const first = await mediaOwnerTag('uid1', 'story-media/a.jpg');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toContain('uid1');
    expect(await mediaOwnerTag('uid1', 'story-media/b.jpg')).not.toBe(first);
    expect(await mediaOwnerTag('uid2', 'story-media/a.jpg')).not.toBe(first);
    // SHA-256 of "uid1/a.jpg", as storage.rules compute it (hashing.sha256, lower-case hex).
    expect(first).toBe('80cfd9cc9b49a37f598b006ab37b15ba8c6af14fe429a51eb4dc72a7946adfb6');
  });

  // A voice note's extension and its kind once stored: firebase-media.test.ts' uploads.
  it('keep an extension the screens recognise', () => {
    expect(mediaExtension({ name: 'clip.MOV', type: '' })).toBe('mov');
    expect(mediaExtension({ name: 'file.exe', type: 'application/x-msdownload' })).toBe('bin');
  });
});

describe('profiles', () => {
  it('store the e-mail prefix as display name and nothing from Google', () => {
    expect(profileFields('maya@example.org', 'google')).toEqual({
      email: 'maya@example.org',
      display_name: 'maya',
      phone: null,
      avatar_url: null,
      provider: 'google',
    });
    expect(profileFields(null, 'google')).toMatchObject({
      email: PLACEHOLDER_EMAIL,
      display_name: ANONYMOUS_DISPLAY_NAME,
    });
  });
});

describe('record documents', () => {
  it('map testimonials, NGOs and requests with ISO times and defaults', () => {
    expect(
      testimonialFromDoc('t', {
        content: 'Q',
        author_id: 'a',
        created_at: at('2025-01-01T00:00:00.000Z'),
      }),
    ).toEqual({ id: 't', content: 'Q', author_id: 'a', created_at: '2025-01-01T00:00:00.000Z' });
    expect(ngoFromDoc('n', { name: 'N', approved: true })).toMatchObject({
      id: 'n',
      name: 'N',
      category: 'General',
      website: '',
      approved: true,
    });
    expect(ngoRequestFromDoc('r', { name: 'R', user_id: 'u' })).toMatchObject({
      approved: false,
      user_id: 'u',
    });
  });

  it('tally report reasons, unknown ones as other', () => {
    expect(tallyReasons(['spam', 'spam', 'harassment', 'nonsense', undefined])).toEqual({
      spam: 2,
      harassment: 1,
      other: 2,
    });
  });
});

describe('configuration', () => {
  const env = {
    VITE_FIREBASE_API_KEY: 'k',
    VITE_FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: 'p',
    VITE_FIREBASE_STORAGE_BUCKET: 'p.appspot.com',
    VITE_FIREBASE_APP_ID: '1:2:web:3',
  };

  it('reads the VITE_FIREBASE_* variables and fails loudly when one is missing', () => {
    expect(firebaseSettingsFromEnv(env).options.projectId).toBe('p');
    expect(firebaseSettingsFromEnv(env).emulators).toBeUndefined();
    expect(() => firebaseSettingsFromEnv({ ...env, VITE_FIREBASE_PROJECT_ID: ' ' })).toThrow(
      /projectId/,
    );
    expect(
      firebaseSettingsFromEnv({ ...env, VITE_FIREBASE_AUTH_EMULATOR: '127.0.0.1:9099' }).emulators,
    ).toEqual({ auth: '127.0.0.1:9099', firestore: undefined, storage: undefined });
    expect(splitHost('127.0.0.1:9099')).toEqual({ host: '127.0.0.1', port: 9099 });
    expect(() => splitHost('nohost')).toThrow();
  });

  // VITE_HELPERS: which helpers a Firebase build offers, decided when the site is built.
  it('offers neither helper when VITE_HELPERS is unset, as the functions then have no provider', () => {
    expect(firebaseSettingsFromEnv(env).helpers).toEqual({ translate: false, grammar: false });
    expect(offeredHelpersFromEnv(undefined)).toEqual({ translate: false, grammar: false });
    expect(offeredHelpersFromEnv(' , ')).toEqual({ translate: false, grammar: false });
  });

  it('offers exactly the helpers VITE_HELPERS lists, in any order, case and spacing', () => {
    const name = fc.constantFrom('translate', 'grammar');
    const written = fc
      .tuple(name, fc.constantFrom('', ' ', '  '), fc.boolean())
      .map(([helper, space, upper]) => `${space}${upper ? helper.toUpperCase() : helper}${space}`);
    fc.assert(
      fc.property(fc.array(written), (listed) => {
        const names = listed.map((text) => text.trim().toLowerCase());
        expect(offeredHelpersFromEnv(listed.join(','))).toEqual({
          translate: names.includes('translate'),
          grammar: names.includes('grammar'),
        });
      }),
    );
    expect(firebaseSettingsFromEnv({ ...env, VITE_HELPERS: 'translate,grammar' }).helpers).toEqual({
      translate: true,
      grammar: true,
    });
  });

  it('fails the start on a helper name it does not know, rather than hide a helper', () => {
    expect(() => offeredHelpersFromEnv('translate,grammer')).toThrow(
      'VITE_HELPERS names grammer: it lists translate and/or grammar (.env.example)',
    );
  });
});
