// The full grid: every role × operation × collection of src/domain/policies.ts against
// firestore.rules. A cell passes when the rules allow exactly what the table allows.
import { beforeEach, describe, expect, it } from 'vitest';
import type firebase from 'firebase/compat/app';
import {
  isAllowed,
  OPERATIONS,
  RESOURCES,
  ROLES,
  type Operation,
  type Resource,
  type Role,
} from '@/domain/policies';
import { ADMIN_EMAIL, AUTHOR, firestoreRules, rulesOff, succeeds, uidFor } from './rules-env';
import {
  approveNgo,
  deleteStory,
  deleteTestimonial,
  ngoDoc,
  ngoPrivateDoc,
  ngoRequestDoc,
  now,
  past,
  profileDoc,
  react,
  reactionDoc,
  report,
  reportDoc,
  ownerDoc,
  seedStory,
  testimonialDoc,
  unreact,
  withdrawReport,
  writeStory,
  writeTestimonial,
} from './firestore-docs';

type Firestore = firebase.firestore.Firestore;
/** One operation as a caller: the database as they see it, their uid and e-mail (if any). */
type Attempt = (db: Firestore, caller: { uid: string; email: string }) => Promise<unknown>;

const WRITER = 'writer-uid';

/**
 * Seeded with rules off before every cell: one document per collection, owned by AUTHOR (stories
 * and testimonials through their owner documents). Her reaction and report are on WRITER's story
 * s2, whose counters they raised.
 */
async function seed(db: Firestore): Promise<void> {
  const at = { created_at: past() };
  const counted = { pending_reports: 1, verified_reports: 1 };
  await Promise.all([
    seedStory(db, 's1'),
    seedStory(db, 's2', { reactionsCount: 1, ...counted }, { uid: WRITER }),
    db.doc(`reactions/${AUTHOR}_s2`).set(reactionDoc(AUTHOR, 's2', at)),
    db.doc(`reports/${AUTHOR}_s2`).set(reportDoc(AUTHOR, 's2', { reported_at: past() })),
    db.doc('testimonials/t1').set(testimonialDoc(at)),
    db.doc('testimonial_owners/t1').set(ownerDoc(AUTHOR, at)),
    db.doc(`profiles/${AUTHOR}`).set(profileDoc('author@example.org', at)),
    db.doc('ngos/n1').set(ngoDoc({ approved_at: past() })),
    db.doc('ngo_private/n1').set(ngoPrivateDoc(ADMIN_EMAIL)),
    db.doc('ngo_requests/r1').set(ngoRequestDoc(AUTHOR, at)),
  ]);
}

/** How each operation is attempted on each collection, as the adapter would do it. */
const ATTEMPTS: Record<Resource, Record<Operation, Attempt>> = {
  stories: {
    get: (db) => db.doc('stories/s1').get(),
    list: (db) => db.collection('stories').where('under_review', '==', false).get(),
    create: (db, { uid }) => writeStory(db, uid),
    update: (db) => db.doc('stories/s1').update({ title: 'New title', updated_at: now() }),
    delete: (db) => deleteStory(db, 's1'),
  },
  // Written and deleted with their story, as the adapter does; read by the owner's list query.
  story_owners: {
    get: (db) => db.doc('story_owners/s1').get(),
    list: (db) => db.collection('story_owners').where('uid', '==', AUTHOR).get(),
    create: (db, { uid }) => writeStory(db, uid),
    update: (db, { uid }) => db.doc('story_owners/s1').update({ uid }),
    delete: (db) => deleteStory(db, 's1'),
  },
  reactions: {
    get: (db) => db.doc(`reactions/${AUTHOR}_s2`).get(),
    list: (db) => db.collection('reactions').where('user_id', '==', AUTHOR).get(),
    create: (db, { uid }) => react(db, uid, 's1'),
    update: (db) => db.doc(`reactions/${AUTHOR}_s2`).update({ created_at: now() }),
    // Hers with the count she added to its story, as the adapter deletes it; anyone else's
    // alone (an admin, or a story's author deleting the story).
    delete: (db, { uid }) =>
      uid === AUTHOR ? unreact(db, AUTHOR, 's2') : db.doc(`reactions/${AUTHOR}_s2`).delete(),
  },
  reports: {
    get: (db) => db.doc(`reports/${AUTHOR}_s2`).get(),
    list: (db) => db.collection('reports').where('user_id', '==', AUTHOR).get(),
    create: (db, { uid }) => report(db, uid, 's1'),
    update: (db) => db.doc(`reports/${AUTHOR}_s2`).update({ status: 'dismissed' }),
    delete: (db, { uid }) =>
      uid === AUTHOR ? withdrawReport(db, AUTHOR, 's2') : db.doc(`reports/${AUTHOR}_s2`).delete(),
  },
  testimonials: {
    get: (db) => db.doc('testimonials/t1').get(),
    list: (db) => db.collection('testimonials').orderBy('created_at', 'desc').limit(9).get(),
    create: (db, { uid }) => writeTestimonial(db, uid),
    update: (db) => db.doc('testimonials/t1').update({ content: 'Edited' }),
    delete: (db) => deleteTestimonial(db, 't1'),
  },
  testimonial_owners: {
    get: (db) => db.doc('testimonial_owners/t1').get(),
    list: (db) => db.collection('testimonial_owners').where('uid', '==', AUTHOR).get(),
    create: (db, { uid }) => writeTestimonial(db, uid),
    update: (db, { uid }) => db.doc('testimonial_owners/t1').update({ uid }),
    delete: (db) => deleteTestimonial(db, 't1'),
  },
  profiles: {
    get: (db) => db.doc(`profiles/${AUTHOR}`).get(),
    list: (db) => db.collection('profiles').get(),
    // The author's profile, created by whoever calls (the grid removes the seeded one first).
    create: (db) => db.doc(`profiles/${AUTHOR}`).set(profileDoc('author@example.org')),
    update: (db) => db.doc(`profiles/${AUTHOR}`).set({ display_name: 'renamed' }, { merge: true }),
    delete: (db) => db.doc(`profiles/${AUTHOR}`).delete(),
  },
  ngos: {
    get: (db) => db.doc('ngos/n1').get(),
    list: (db) => db.collection('ngos').where('approved', '==', true).get(),
    create: (db, { email }) => approveNgo(db, 'n2', email),
    update: (db) => db.doc('ngos/n1').update({ description: 'Updated description' }),
    delete: (db) => db.doc('ngos/n1').delete(),
  },
  ngo_private: {
    get: (db) => db.doc('ngo_private/n1').get(),
    list: (db) => db.collection('ngo_private').get(),
    create: (db, { email }) => approveNgo(db, 'n2', email),
    update: (db) => db.doc('ngo_private/n1').update({ registration_number: 'REG-2' }),
    delete: (db) => db.doc('ngo_private/n1').delete(),
  },
  ngo_requests: {
    get: (db) => db.doc('ngo_requests/r1').get(),
    list: (db) => db.collection('ngo_requests').where('user_id', '==', AUTHOR).get(),
    create: (db, { uid }) => db.collection('ngo_requests').doc().set(ngoRequestDoc(uid)),
    update: (db) => db.doc('ngo_requests/r1').update({ name: 'Renamed' }),
    delete: (db) => db.doc('ngo_requests/r1').delete(),
  },
};

function expected(role: Role, resource: Resource, operation: Operation): boolean {
  return isAllowed(
    { userId: uidFor(role), isAdmin: role === 'admin', ownerId: AUTHOR },
    resource,
    operation,
  );
}

describe('firestore.rules: role × operation × collection, as src/domain/policies.ts says', () => {
  const rules = firestoreRules();
  beforeEach(() => rulesOff(rules.env, seed));

  for (const resource of RESOURCES) {
    for (const role of ROLES) {
      for (const operation of OPERATIONS) {
        const allowed = expected(role, resource, operation);
        it(`${resource}: ${role} ${operation} → ${allowed ? 'allowed' : 'denied'}`, async () => {
          if (resource === 'profiles' && operation === 'create') {
            await rulesOff(rules.env, (db) => db.doc(`profiles/${AUTHOR}`).delete());
          }
          const uid = uidFor(role) ?? 'visitor-uid';
          const email = role === 'admin' ? ADMIN_EMAIL : `${role}@example.org`;
          const attempt = ATTEMPTS[resource][operation](rules.as[role], { uid, email });
          expect(await succeeds(attempt)).toBe(allowed);
        });
      }
    }
  }
});
