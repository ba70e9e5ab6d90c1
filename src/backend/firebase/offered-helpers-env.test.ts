// VITE_HELPERS: which helpers a Firebase build offers, decided when the site is built.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firebaseSettingsFromEnv, offeredHelpersFromEnv } from '@/backend/firebase/firebase-config';

const PROJECT = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'sahas.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'sahas',
  VITE_FIREBASE_STORAGE_BUCKET: 'sahas.firebasestorage.app',
  VITE_FIREBASE_APP_ID: 'app',
};

describe('VITE_HELPERS', () => {
  it('offers neither helper when unset, as the functions then have no provider', () => {
    expect(firebaseSettingsFromEnv(PROJECT).helpers).toEqual({ translate: false, grammar: false });
    expect(offeredHelpersFromEnv(undefined)).toEqual({ translate: false, grammar: false });
    expect(offeredHelpersFromEnv(' , ')).toEqual({ translate: false, grammar: false });
  });

  it('offers exactly the helpers it lists, in any order, case and spacing', () => {
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
    expect(
      firebaseSettingsFromEnv({ ...PROJECT, VITE_HELPERS: 'translate,grammar' }).helpers,
    ).toEqual({ translate: true, grammar: true });
  });

  it('fails the start on a name it does not know, rather than hide a helper', () => {
    expect(() => offeredHelpersFromEnv('translate,grammer')).toThrow(
      'VITE_HELPERS names grammer: it lists translate and/or grammar (.env.example)',
    );
  });
});
