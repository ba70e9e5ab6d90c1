// The edge cases beyond the grid: what a story, reaction, report, profile, NGO
// and NGO request must look like, and how the counters may move.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type firebase from 'firebase/compat/app';
import { LIMITS } from '@/domain/limits';
import { STORY_TAGS } from '@/domain/vocabularies';
import {
  ADMIN,
  ADMIN_EMAIL,
  AUTHOR,
  READER,
  firestoreRules,
  allowed,
  allowedFor,
  denied,
  rulesOff,
  storedData,
  succeeds,
} from './rules-env';
import {
  approveNgo,
  deleteStory,
  deleteTestimonial,
  increment,
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
  seedStory as seedStoryIn,
  storyDoc,
  testimonialDoc,
  unreact,
  withdrawReport,
  writeStory,
  writeTestimonial,
} from './firestore-docs';

type Firestore = firebase.firestore.Firestore;

describe('firestore.rules edge cases', () => {
  const rules = firestoreRules();
  /** The four, by role, for allowedFor; `reader` is the user's. */
  const everyone = rules.as;
  let author: Firestore;
  let reader: Firestore;
  let admin: Firestore;
  let visitor: Firestore;
  /** A reader whose address is not verified: her reports reach admins but hide nothing. */
  let unverified: Firestore;

  const seedStory = (id: string, story: Record<string, unknown> = {}) =>
    rulesOff(rules.env, (db) => seedStoryIn(db, id, story));
  const storyData = (id: string) => storedData(rules.env, `stories/${id}`);
  /** A story's pending and verified report counts and its review flag, as stored. */
  const reportState = async (id: string) => {
    const story = await storyData(id);
    return [story?.['pending_reports'], story?.['verified_reports'], story?.['under_review']];
  };

  beforeAll(() => {
    ({ author, user: reader, admin, visitor } = everyone);
    const claims = { email: 'fresh@example.org', email_verified: false };
    unverified = rules.env.authenticatedContext('fresh-uid', claims).firestore();
  });
  beforeEach(() => seedStory('s1'));

  describe('story create: the Share Story checks', () => {
    const create = (db: Firestore, overrides: Record<string, unknown>) =>
      writeStory(db, AUTHOR, storyDoc(overrides));

    it('accepts a valid story with every tag and 10 media', async () => {
      const urls = Array.from({ length: LIMITS.maxFilesPerStory }, (_, i) => `https://m/${i}.jpg`);
      const media = { media_urls: urls, media_sizes: urls.map(() => 1) };
      await allowed(create(author, { tags: [...STORY_TAGS], ...media }));
    });

    it.each([
      ['her uid as author_id', { author_id: AUTHOR }],
      ['an author_id that is not a pseudonym', { author_id: 'Anon_1234' }],
      ['a created_at from the client', { created_at: past() }],
      ['a title over 200 characters', { title: 'x'.repeat(201) }],
      ['a story over 20 000 characters', { content: 'x'.repeat(20_001) }],
      ['a tag outside the vocabulary', { tags: ['Gossip'] }],
      ['a tag twice', { tags: ['Legal', 'Legal'] }],
      ['a list that is not tags', { tags: 'Legal' }],
      ['11 media URLs', { media_urls: [...'abcdefghijk'], media_sizes: Array(11).fill(1) }],
      ['media sizes not aligned', { media_urls: ['u1'], media_sizes: [] }],
      ['a content warning over 120 characters', { content_warning: 'x'.repeat(121) }],
      ['a head start on reactions', { reactionsCount: 5 }],
      ['pending reports', { pending_reports: 1 }],
      ['verified reports', { verified_reports: 1 }],
      ['itself under review', { under_review: true }],
      ['an extra field', { is_featured: true }],
      ['a title that is not text', { title: 42 }],
    ])('refuses %s', async (_, overrides) => {
      await denied(create(author, overrides));
    });

    it('refuses a story without one of its fields', async () => {
      const withoutWarning: Record<string, unknown> = storyDoc();
      delete withoutWarning['content_warning'];
      await denied(writeStory(author, AUTHOR, withoutWarning));
    });
  });

  describe('owner documents: her uid apart from what she wrote (issue 33)', () => {
    it('refuses a story without its owner document, or with one naming someone else', async () => {
      await denied(author.collection('stories').doc().set(storyDoc()));
      await denied(writeStory(author, READER));
    });

    it('refuses claiming a story that exists, or an owner document on its own', async () => {
      await denied(reader.doc('story_owners/s1').set(ownerDoc(READER)));
      await denied(reader.doc('story_owners/nothing').set(ownerDoc(READER)));
      await denied(author.doc('story_owners/s1').set(ownerDoc(AUTHOR)));
    });

    it('shows whose a story is to her and admins only', async () => {
      const whose = (db: Firestore) => db.doc('story_owners/s1').get();
      expect(await allowedFor(everyone, whose)).toEqual(['author', 'admin']);
      const byUid = (db: Firestore) =>
        db.collection('story_owners').where('uid', '==', AUTHOR).get();
      expect(await allowedFor(everyone, byUid)).toEqual(['author', 'admin']);
      await denied(reader.collection('story_owners').get());
    });

    it('deletes a story and its owner document together only', async () => {
      await denied(author.doc('stories/s1').delete());
      await denied(author.doc('story_owners/s1').delete());
      await denied(deleteStory(reader, 's1'));
      await allowed(deleteStory(author, 's1'));
      await seedStory('s2');
      await allowed(deleteStory(admin, 's2'));
    });

    it('lets only her edit, whatever author_id says', async () => {
      await seedStory('named', { author_id: READER });
      const edit = (db: Firestore) =>
        db.doc('stories/named').update({ title: 'Edited', updated_at: now() });
      await denied(edit(reader));
      await allowed(edit(author));
    });

    it('does the same for testimonials', async () => {
      await denied(reader.collection('testimonials').doc().set(testimonialDoc()));
      await allowed(writeTestimonial(reader, READER, testimonialDoc(), 't1'));
      await denied(writeTestimonial(reader, READER, testimonialDoc({ author_id: READER })));
      await denied(author.doc('testimonial_owners/t1').get());
      await allowed(reader.doc('testimonial_owners/t1').get());
      await denied(reader.doc('testimonials/t1').delete());
      await denied(deleteTestimonial(author, 't1'));
      await allowed(deleteTestimonial(reader, 't1'));
    });
  });

  describe('story update: the Edit Story checks', () => {
    const edit = (db: Firestore, change: Record<string, unknown>) =>
      db.doc('stories/s1').update({ title: 'Edited', updated_at: now(), ...change });

    it('lets the author edit title, text, tags, media and warning with updated_at', async () => {
      const change = { content: 'New', tags: ['Legal'], media_urls: ['u'], media_sizes: [3] };
      await allowed(edit(author, { ...change, content_warning: 'cw' }));
    });

    it.each([
      ['author_id', { author_id: READER }],
      ['created_at', { created_at: now() }],
      ['reactionsCount', { reactionsCount: 99 }],
      ['under_review', { under_review: true }],
      ['pending_reports', { pending_reports: 5 }],
      ['verified_reports', { verified_reports: 5 }],
    ])('refuses the author changing %s', async (_, change) => {
      await denied(edit(author, change));
    });

    it('refuses an edit without updated_at set by the server, or with invalid fields', async () => {
      await denied(author.doc('stories/s1').update({ title: 'No time' }));
      await denied(edit(author, { updated_at: past() }));
      await denied(edit(author, { tags: ['Gossip'] }));
    });

    it('refuses anyone else, admins included', async () => {
      await denied(edit(reader, {}));
      await denied(edit(admin, {}));
    });
  });

  describe('reactions: once per reader and story, counted on the story', () => {
    it('accept the caller’s own reaction with the story’s +1, once', async () => {
      await allowed(react(reader, READER, 's1'));
      expect((await storyData('s1'))?.['reactionsCount']).toBe(1);
      await denied(react(reader, READER, 's1'));
      expect((await storyData('s1'))?.['reactionsCount']).toBe(1);
    });

    it('are read and listed only by their reader (a get even before one exists), the story’s author and admins', async () => {
      await allowed(reader.doc(`reactions/${READER}_s1`).get());
      await react(reader, READER, 's1');
      await allowed(reader.doc(`reactions/${READER}_s1`).get());
      await denied(reader.doc(`reactions/${AUTHOR}_s1`).get());
      const ofStory = (db: Firestore) =>
        db.collection('reactions').where('story_id', '==', 's1').get();
      expect(await allowedFor(everyone, ofStory)).toEqual(['author', 'admin']);
      const ofReader = (id: string) =>
        reader.collection('reactions').where('user_id', '==', id).get();
      await allowed(ofReader(READER));
      await denied(ofReader(AUTHOR));
    });

    it('refuse a reaction at someone else’s id, or in someone else’s name', async () => {
      await denied(react(reader, AUTHOR, 's1'));
      await denied(react(reader, READER, 's1', { user_id: AUTHOR }));
    });

    it('refuse a reaction without the +1, a +1 without a reaction, and a +2', async () => {
      await denied(reader.doc(`reactions/${READER}_s1`).set(reactionDoc(READER, 's1')));
      await denied(reader.doc('stories/s1').update({ reactionsCount: increment(1) }));
      await denied(react(reader, READER, 's1', {}, 2));
    });

    it('refuse another type, a client time, or an extra field', async () => {
      for (const overrides of [{ type: 'like' }, { created_at: past() }, { note: 'x' }]) {
        await denied(react(reader, READER, 's1', overrides));
      }
    });

    it('may be deleted by the story’s author while deleting the story, or by an admin', async () => {
      await react(reader, READER, 's1');
      const batch = author.batch();
      batch.delete(author.doc(`reactions/${READER}_s1`));
      batch.delete(author.doc('stories/s1'));
      batch.delete(author.doc('story_owners/s1'));
      await allowed(batch.commit());
    });
  });

  describe('reports: one per reader, counted for moderation', () => {
    it('are created pending, once per reader, with the story’s +1', async () => {
      await allowed(report(reader, READER, 's1'));
      expect(await reportState('s1')).toEqual([1, 1, false]);
      await denied(report(reader, READER, 's1'));
    });

    it('refuse another status, an unknown reason, another reporter, or no +1', async () => {
      const forged = [{ status: 'resolved' }, { reason: 'dislike' }, { user_id: AUTHOR }];
      for (const overrides of forged)
        await denied(report(reader, READER, 's1', false, true, overrides));
      await denied(reader.doc(`reports/${READER}_s1`).set(reportDoc(READER, 's1')));
    });

    it('hide the story at the third report and not before', async () => {
      await seedStory('s1', { pending_reports: 2, verified_reports: 1 });
      await denied(report(reader, READER, 's1', true));
      await allowed(report(reader, READER, 's1', false));
      await denied(report(admin, ADMIN, 's1', false));
      await allowed(report(admin, ADMIN, 's1', true));
      expect(await reportState('s1')).toEqual([4, 3, true]);
    });

    it('from an unverified address reach admins but do not count towards hiding', async () => {
      await seedStory('s1', { pending_reports: 2, verified_reports: 2 });
      // Counting itself, or hiding the story, is refused; the plain +1 for admins is accepted.
      await denied(report(unverified, 'fresh-uid', 's1', true, true));
      await denied(report(unverified, 'fresh-uid', 's1', true, false));
      await allowed(report(unverified, 'fresh-uid', 's1', false, false));
      expect(await reportState('s1')).toEqual([3, 2, false]);
      await allowed(admin.doc('reports/fresh-uid_s1').get());
    });

    it('are readable by admins only, not even by the reporter', async () => {
      await report(reader, READER, 's1');
      await denied(reader.doc(`reports/${READER}_s1`).get());
      await allowed(admin.doc(`reports/${READER}_s1`).get());
    });

    it('are dismissed by an admin changing only a pending status, and stay taken', async () => {
      await report(reader, READER, 's1');
      const own = `reports/${READER}_s1`;
      await denied(reader.doc(own).update({ status: 'dismissed' }));
      await denied(admin.doc(own).update({ status: 'resolved' }));
      await denied(admin.doc(own).update({ status: 'dismissed', reason: 'spam' }));
      await allowed(admin.doc(own).update({ status: 'dismissed' }));
      await denied(admin.doc(own).update({ status: 'pending' }));
      // The reader's id is still taken: a second report is an update, which she may not make.
      await denied(report(reader, READER, 's1'));
    });
  });

  describe('her own reactions and reports, taken back when she erases her account', () => {
    const seedDoc = (path: string, data: Record<string, unknown>) =>
      rulesOff(rules.env, (db) => db.doc(path).set(data));
    /** `uid`'s reaction to, or report of, `storyId`, made earlier (a report: `status` given). */
    const seedReaction = (uid: string, storyId: string) =>
      seedDoc(`reactions/${uid}_${storyId}`, reactionDoc(uid, storyId, { created_at: past() }));
    const seedReport = (uid: string, storyId: string, status = 'pending') =>
      seedDoc(
        `reports/${uid}_${storyId}`,
        reportDoc(uid, storyId, { reported_at: past(), status }),
      );

    it('let react, unreact, react count one reaction', async () => {
      await allowed(react(reader, READER, 's1'));
      await allowed(unreact(reader, READER, 's1'));
      expect((await storyData('s1'))?.['reactionsCount']).toBe(0);
      await allowed(react(reader, READER, 's1'));
      expect((await storyData('s1'))?.['reactionsCount']).toBe(1);
    });

    it('refuse unreacting without the -1, a -1 without unreacting, and a -2', async () => {
      await seedStory('s1', { reactionsCount: 2 });
      await seedReaction(READER, 's1');
      await denied(reader.doc(`reactions/${READER}_s1`).delete());
      await denied(reader.doc('stories/s1').update({ reactionsCount: increment(-1) }));
      await denied(unreact(reader, READER, 's1', -2));
      expect((await storyData('s1'))?.['reactionsCount']).toBe(2);
    });

    it('refuse deleting another reader’s reaction, even with the -1', async () => {
      await seedStory('s1', { reactionsCount: 1 });
      await seedReaction('third-uid', 's1');
      await denied(unreact(reader, 'third-uid', 's1'));
      await denied(reader.doc('reactions/third-uid_s1').delete());
    });

    it('let her delete her reaction alone once its story is gone', async () => {
      await seedReaction(READER, 'gone');
      await allowed(reader.doc(`reactions/${READER}_gone`).delete());
    });

    it('let report, withdraw, report count one report', async () => {
      await allowed(report(reader, READER, 's1'));
      await allowed(withdrawReport(reader, READER, 's1'));
      expect(await storyData('s1')).toMatchObject({ pending_reports: 0, verified_reports: 0 });
      await allowed(report(reader, READER, 's1'));
      expect(await storyData('s1')).toMatchObject({ pending_reports: 1, verified_reports: 1 });
    });

    it('bring a hidden story back with her withdrawal once fewer than 3 verified remain', async () => {
      const reopen = (storyId: string) =>
        withdrawReport(reader, READER, storyId, { underReview: false });
      await seedStory('hidden', { pending_reports: 3, verified_reports: 3, under_review: true });
      await seedReport(READER, 'hidden');
      await allowed(reopen('hidden'));
      expect(await reportState('hidden')).toEqual([2, 2, false]);

      // Still 3 verified after hers: out of review is refused, the counters alone are taken.
      await seedStory('held', { pending_reports: 4, verified_reports: 4, under_review: true });
      await seedReport(READER, 'held');
      await denied(reopen('held'));
      await allowed(withdrawReport(reader, READER, 'held'));
      expect(await reportState('held')).toEqual([3, 3, true]);
    });

    it('refuse taking a story out of review without withdrawing a pending report', async () => {
      await seedStory('hidden', { pending_reports: 2, verified_reports: 2, under_review: true });
      await denied(reader.doc('stories/hidden').update({ under_review: false }));
      // Not with a dismissed report of hers, nor with another reader's.
      await seedReport(READER, 'hidden', 'dismissed');
      await denied(withdrawReport(reader, READER, 'hidden', { underReview: false }));
      await seedReport('third-uid', 'hidden');
      await denied(withdrawReport(reader, 'third-uid', 'hidden', { underReview: false }));
      expect(await storyData('hidden')).toMatchObject({ under_review: true, verified_reports: 2 });
    });

    it('refuse a visitor withdrawing any report', async () => {
      await seedStory('s1', { pending_reports: 1, verified_reports: 1 });
      await seedReport(READER, 's1');
      await denied(withdrawReport(visitor, READER, 's1'));
      await denied(visitor.doc(`reports/${READER}_s1`).delete());
      expect(await storyData('s1')).toMatchObject({ pending_reports: 1, verified_reports: 1 });
    });

    it('refuse withdrawing without the counts, counts without withdrawing, or taking more', async () => {
      await seedStory('s1', { pending_reports: 2, verified_reports: 2 });
      await seedReport(READER, 's1');
      await denied(reader.doc(`reports/${READER}_s1`).delete());
      const countsOnly = { pending_reports: increment(-1), verified_reports: increment(-1) };
      await denied(reader.doc('stories/s1').update(countsOnly));
      await denied(withdrawReport(reader, READER, 's1', { verified: 0 }));
      await denied(withdrawReport(reader, READER, 's1', { pending: -2 }));
      expect(await storyData('s1')).toMatchObject({ pending_reports: 2, verified_reports: 2 });
    });

    it('refuse withdrawing another reader’s report, even with the counts', async () => {
      await seedStory('s1', { pending_reports: 1, verified_reports: 1 });
      await seedReport('third-uid', 's1');
      await denied(withdrawReport(reader, 'third-uid', 's1'));
      await denied(reader.doc('reports/third-uid_s1').delete());
    });

    it('take back a verified count only from a reader who counts, and never below 0', async () => {
      await seedStory('s1', { pending_reports: 2, verified_reports: 1 });
      await seedReport('fresh-uid', 's1');
      await denied(withdrawReport(unverified, 'fresh-uid', 's1'));
      await allowed(withdrawReport(unverified, 'fresh-uid', 's1', { verified: 0 }));
      await seedReport(READER, 's1');
      await seedStory('s1', { pending_reports: 1, verified_reports: 0 });
      await denied(withdrawReport(reader, READER, 's1'));
      await allowed(withdrawReport(reader, READER, 's1', { verified: 0 }));
      expect(await storyData('s1')).toMatchObject({ pending_reports: 0, verified_reports: 0 });
    });

    it('keep a dismissed report while its story exists, so she cannot report it again', async () => {
      await seedStory('s1', { pending_reports: 1, verified_reports: 1 });
      await seedReport(READER, 's1', 'dismissed');
      await denied(withdrawReport(reader, READER, 's1'));
      await denied(reader.doc(`reports/${READER}_s1`).delete());
      expect(await storyData('s1')).toMatchObject({ pending_reports: 1, verified_reports: 1 });
    });

    it('let a report whose story is gone go alone', async () => {
      await seedReport(READER, 'gone');
      await allowed(reader.doc(`reports/${READER}_gone`).delete());
      await seedReport(READER, 'gone2', 'dismissed');
      await allowed(reader.doc(`reports/${READER}_gone2`).delete());
    });

    it('are listed by their reader, never read one by one, and nobody else’s', async () => {
      await report(reader, READER, 's1');
      const ofReader = (id: string) =>
        reader.collection('reports').where('user_id', '==', id).get();
      await allowed(ofReader(READER));
      await denied(ofReader(AUTHOR));
      await denied(reader.collection('reports').where('story_id', '==', 's1').get());
      await denied(reader.doc(`reports/${READER}_s1`).get());
    });
  });

  describe('stories under review', () => {
    beforeEach(() =>
      seedStory('hidden', { pending_reports: 3, verified_reports: 3, under_review: true }),
    );

    it('are hidden from visitors and readers, shown to the author and admins', async () => {
      const read = (db: Firestore) => db.doc('stories/hidden').get();
      expect(await allowedFor(everyone, read)).toEqual(['author', 'admin']);
    });

    it('make a public list without the under_review filter fail, and the filtered one succeed', async () => {
      await denied(visitor.collection('stories').get());
      const page = await visitor.collection('stories').where('under_review', '==', false).get();
      expect(page.docs.map((doc) => doc.id)).toEqual(['s1']);
      // Her own list: her owner documents, then each story, hidden ones too.
      const own = await author.collection('story_owners').where('uid', '==', AUTHOR).get();
      expect(own.docs.map((doc) => doc.id).sort()).toEqual(['hidden', 's1']);
      await allowed(author.doc('stories/hidden').get());
    });

    it('return to public lists only when an admin resets the reports', async () => {
      const reset = { pending_reports: 0, verified_reports: 0, under_review: false };
      await denied(author.doc('stories/hidden').update(reset));
      await denied(admin.doc('stories/hidden').update({ ...reset, title: 'x' }));
      await allowed(admin.doc('stories/hidden').update(reset));
      await allowed(visitor.doc('stories/hidden').get());
    });
  });

  describe('profiles: created and merged by their owner', () => {
    it('are created by their owner at server time and merged without touching created_at', async () => {
      const own = author.doc(`profiles/${AUTHOR}`);
      await denied(own.set(profileDoc('a@example.org', { created_at: past() })));
      await denied(own.set(profileDoc('a@example.org', { provider: 'github' })));
      await allowed(own.set(profileDoc('a@example.org')));
      await allowed(own.set({ display_name: 'a', provider: 'google' }, { merge: true }));
      await denied(own.set({ created_at: now() }, { merge: true }));
      await denied(own.set({ is_admin: true }, { merge: true }));
    });
  });

  describe('NGOs and requests', () => {
    it('let a signed-in user request for themselves, unapproved, with all five fields', async () => {
      const requests = reader.collection('ngo_requests');
      await allowed(requests.doc().set(ngoRequestDoc(READER)));
      await denied(requests.doc().set(ngoRequestDoc(READER, { approved: true })));
      await denied(requests.doc().set(ngoRequestDoc(AUTHOR)));
      await denied(requests.doc().set(ngoRequestDoc(READER, { name: '' })));
      await denied(requests.doc().set(ngoRequestDoc(READER, { created_at: past() })));
    });

    it('let an admin approve: an approved NGO with their e-mail, in a known category', async () => {
      await allowed(approveNgo(admin, 'a1', ADMIN_EMAIL));
      await denied(approveNgo(admin, 'a2', 'someone@else.org'));
      await denied(approveNgo(admin, 'a3', ADMIN_EMAIL, { public: { category: 'Spa' } }));
      await denied(approveNgo(admin, 'a4', ADMIN_EMAIL, { public: { approved: false } }));
    });

    it('keep the registration number and approver out of the public document', async () => {
      const smuggled = { public: { registration_number: 'REG-1' } };
      await denied(approveNgo(admin, 'b1', ADMIN_EMAIL, smuggled));
      const withEmail = { public: { approved_by: ADMIN_EMAIL } };
      await denied(approveNgo(admin, 'b2', ADMIN_EMAIL, withEmail));
      // Either half alone is refused: they are written together or not at all.
      await denied(admin.doc('ngos/b3').set(ngoDoc()));
      await denied(admin.doc('ngo_private/b4').set(ngoPrivateDoc(ADMIN_EMAIL)));
      const extra = { private: { note: 'x' } };
      await denied(approveNgo(admin, 'b5', ADMIN_EMAIL, extra));
      const blank = { private: { registration_number: '' } };
      await denied(approveNgo(admin, 'b6', ADMIN_EMAIL, blank));
    });

    it('show the private half to admins only, and let nobody change who approved', async () => {
      await rulesOff(rules.env, (db) => approveNgo(db, 'c1', ADMIN_EMAIL));
      const read = (db: Firestore) => db.doc('ngo_private/c1').get();
      expect(await allowedFor(everyone, read)).toEqual(['admin']);
      await denied(author.collection('ngo_private').get());
      await denied(admin.doc('ngo_private/c1').update({ approved_by: 'me@example.org' }));
      await allowed(admin.doc('ngo_private/c1').update({ registration_number: 'REG-9' }));
    });

    it('show visitors approved NGOs only, and only to queries that ask for approved ones', async () => {
      await rulesOff(rules.env, (db) => db.doc('ngos/pending').set(ngoDoc({ approved: false })));
      await denied(visitor.doc('ngos/pending').get());
      await denied(visitor.collection('ngos').get());
      await allowed(visitor.collection('ngos').where('approved', '==', true).get());
    });
  });

  describe('hidden control characters (src/domain/control-characters.ts)', () => {
    // Refused everywhere: NUL and the rest of C0 but TAB, LF and CR; DEL; C1; and the invisible
    // characters that reorder or hide words (bidi controls, ZWSP, WJ, U+FEFF).
    const NAMES = 'NUL BEL VT ESC DEL NEL APC LRE RLO LRI PDI ZWSP WJ BOM'.split(' ');
    const CHARACTERS =
      '\u0000\u0007\u000b\u001b\u007f\u0085\u009f\u202a\u202e\u2066\u2069\u200b\u2060\ufeff';
    const REFUSED = NAMES.map((name, i) => [name, CHARACTERS[i] as string] as const);
    // With ZWJ and ZWNJ, which Indic scripts need: Hindi क्‍ष, Malayalam അവന്‍, Bengali ক্‌ষ.
    const PRINTABLE = 'मेरी कहानी 👩‍👩‍👧 🇮🇳 café\u0301 \u00a0¡sí! क्\u200dष അവന്\u200d ক্\u200cষ';
    const createStory = (overrides: Record<string, unknown>) =>
      writeStory(author, AUTHOR, storyDoc(overrides));

    it.each(REFUSED)('refuses %s in a story’s title, text or warning', async (_, c) => {
      await denied(createStory({ title: `A${c}title` }));
      await denied(createStory({ content: `A story${c}` }));
      await denied(createStory({ content_warning: `${c}cw` }));
      const edit = (change: Record<string, unknown>) =>
        author.doc('stories/s1').update({ updated_at: now(), ...change });
      await denied(edit({ content: `Edited${c}` }));
      await denied(edit({ title: `Edited${c}` }));
    });

    it('keeps TAB, LF and CR to a story’s text: one-line fields refuse them', async () => {
      await allowed(createStory({ content: 'First line.\r\n\tSecond line.' }));
      await denied(createStory({ title: 'Two\nlines' }));
      await denied(createStory({ title: 'A\ttab' }));
      await denied(createStory({ content_warning: 'Mentions\rviolence' }));
    });

    it('accepts printable Unicode: Devanagari, emoji and ZWJ sequences, marks', async () => {
      await allowed(
        createStory({ title: PRINTABLE, content: PRINTABLE, content_warning: PRINTABLE }),
      );
      const testimonial = testimonialDoc({ content: `${PRINTABLE}\n\t💜` });
      await allowed(writeTestimonial(reader, READER, testimonial));
    });

    it.each(REFUSED)('refuses %s in a testimonial', async (_, c) => {
      const testimonial = testimonialDoc({ content: `It helped${c} me.` });
      await denied(writeTestimonial(reader, READER, testimonial));
    });

    it.each(REFUSED)('refuses %s in every field of an NGO request', async (_, c) => {
      const requests = reader.collection('ngo_requests');
      const fields = ['name', 'description', 'contact', 'email', 'registration_number'] as const;
      for (const field of fields) {
        const doc = ngoRequestDoc(READER);
        const value = `${doc[field]}${c}x`;
        expect(await succeeds(requests.doc().set({ ...doc, [field]: value })), field).toBe(false);
      }
    });

    it('keeps line breaks to an NGO’s description', async () => {
      const requests = reader.collection('ngo_requests');
      const described = ngoRequestDoc(READER, { description: 'Shelter.\n\tCounselling.' });
      await allowed(requests.doc().set(described));
      await denied(requests.doc().set(ngoRequestDoc(READER, { name: 'A\nB' })));
    });

    it('refuses them in an approved NGO and its registration number too', async () => {
      const nul = '\u0000';
      const withName = { public: { name: `Safe${nul}Harbour` } };
      await denied(approveNgo(admin, 'd1', ADMIN_EMAIL, withName));
      const withNumber = { private: { registration_number: `REG${nul}` } };
      await denied(approveNgo(admin, 'd2', ADMIN_EMAIL, withNumber));
      await allowed(approveNgo(admin, 'd3', ADMIN_EMAIL));
      await denied(admin.doc('ngos/d3').update({ website: `https://x${nul}` }));
      await denied(admin.doc('ngo_private/d3').update({ registration_number: `R\u0085` }));
      await allowed(admin.doc('ngos/d3').update({ website: 'https://x.org' }));
    });
  });
});
