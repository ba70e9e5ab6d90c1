// Review before publishing (issue 36) under firestore.rules: the config document that holds the
// deployment's STORY_REVIEW. Every role × operation, and the mode's values. Enforcing the mode on
// story creation and the review decisions are not on Firebase yet (README).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import { ROLES, type Role } from '@/domain/policies';
import { STORY_REVIEW_MODES } from '@/domain/review';
import { contextFor, firestoreEnvironment, succeeds } from './rules-env';

type Firestore = firebase.firestore.Firestore;

const CONFIG = 'config/story_review';

const ATTEMPTS = {
  get: (db: Firestore) => db.doc(CONFIG).get(),
  list: (db: Firestore) => db.collection('config').get(),
  create: (db: Firestore) => db.doc(CONFIG).set({ mode: 'all' }),
  update: (db: Firestore) => db.doc(CONFIG).update({ mode: 'first' }),
  delete: (db: Firestore) => db.doc(CONFIG).delete(),
};

/** Everyone reads the mode (a share form can say her story will wait); only admins change it. */
const ALLOWED: Record<Role, readonly (keyof typeof ATTEMPTS)[]> = {
  visitor: ['get'],
  user: ['get'],
  author: ['get'],
  admin: ['get', 'create', 'update', 'delete'],
};

describe('firestore.rules: the review configuration', () => {
  let env: RulesTestEnvironment;
  let as: Record<Role, Firestore>;

  beforeAll(async () => {
    env = await firestoreEnvironment();
    as = Object.fromEntries(
      ROLES.map((role) => [role, contextFor(env, role).firestore()]),
    ) as Record<Role, Firestore>;
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled((context) =>
      context.firestore().doc(CONFIG).set({ mode: 'off' }),
    );
  });

  for (const role of ROLES) {
    for (const operation of Object.keys(ATTEMPTS) as (keyof typeof ATTEMPTS)[]) {
      const expected = ALLOWED[role].includes(operation);
      it(`${role} ${operation} → ${expected ? 'allowed' : 'denied'}`, async () => {
        // A create is of a document not there yet.
        if (operation === 'create') await env.clearFirestore();
        expect(await succeeds(ATTEMPTS[operation](as[role]))).toBe(expected);
      });
    }
  }

  it('holds only off, first or all, and nothing else', async () => {
    for (const mode of STORY_REVIEW_MODES) {
      expect(await succeeds(as.admin.doc(CONFIG).set({ mode }))).toBe(true);
    }
    for (const data of [
      { mode: 'ALL' },
      { mode: 'none' },
      { mode: true },
      {},
      { mode: 'all', x: 1 },
    ]) {
      expect(await succeeds(as.admin.doc(CONFIG).set(data))).toBe(false);
    }
    // Another document under config is nobody's to write.
    expect(await succeeds(as.admin.doc('config/other').set({ mode: 'all' }))).toBe(false);
  });
});
