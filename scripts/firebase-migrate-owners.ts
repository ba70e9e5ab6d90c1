// npm run firebase:migrate-owners [-- --dry-run]
// One-off, for a Firebase project with stories and testimonials from before per-story
// pseudonyms, whose public author_id is the author's uid and which have no owner document. For
// each it writes story_owners/{id} or testimonial_owners/{id} ({uid, created_at}, readable only
// by her and admins: firestore.rules) and replaces author_id with a fresh random UUID v4, both in
// one batch so neither half lands alone. Until then the new rules let nobody but an admin edit
// or delete them, and the uid links all her stories. Run it right after deploying the rules.
// Idempotent: a document with a pseudonym and an owner document is skipped. Prints counts only.
// Media in the old story-media/{uid}/ folders are not moved (their URLs are in the stories, and
// stay readable and deletable by her): the summary counts the stories whose media URLs still
// name their author. Uses firebase-admin with the service account in
// GOOGLE_APPLICATION_CREDENTIALS (or the emulator when FIRESTORE_EMULATOR_HOST is set).
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import {
  FieldPath,
  getFirestore,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { firebaseAdminApp } from './firebase-admin-app';

/** As src/backend/firebase/owner-docs.ts (its test checks they agree). */
const OWNER_COLLECTIONS = { stories: 'story_owners', testimonials: 'testimonial_owners' } as const;
type MigratedCollection = keyof typeof OWNER_COLLECTIONS;
export const MIGRATED_COLLECTIONS = Object.keys(OWNER_COLLECTIONS) as MigratedCollection[];

/** Two writes per document, and Firestore commits at most 500 writes per batch. */
export const PAIRS_PER_BATCH = 250;

/** A pseudonym as the adapters make one; the rules' pseudonym() accepts only this shape. */
const PSEUDONYM = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isPseudonym(value: unknown): value is string {
  return typeof value === 'string' && PSEUDONYM.test(value);
}

export interface CollectionCounts {
  scanned: number;
  /** Given an owner document and a pseudonym (with --dry-run: would be). */
  migrated: number;
  /** A pseudonym and an owner document already. */
  alreadyDone: number;
  /** A pseudonym but no owner document: nobody can be named its owner; left alone. */
  withoutOwner: number;
  /** author_id a uid, but an owner document naming someone else: left for an admin to look at. */
  conflicting: number;
  /** author_id missing or not text: left alone. */
  unreadable: number;
  /** Batches that failed (their documents are left as they were; run it again). */
  failed: number;
  /** Stories whose media URLs still name their author's uid (the old uid folders). */
  mediaNamingOwner: number;
}

export interface MigrationSummary extends Record<MigratedCollection, CollectionCounts> {
  /** Batches committed. */
  batches: number;
}

export interface MigrationOptions {
  dryRun?: boolean;
  /** Documents per batch (each two writes at most); PAIRS_PER_BATCH unless a test asks fewer. */
  pairsPerBatch?: number;
}

const emptyCounts = (): CollectionCounts => ({
  scanned: 0,
  migrated: 0,
  alreadyDone: 0,
  withoutOwner: 0,
  conflicting: 0,
  unreadable: 0,
  failed: 0,
  mediaNamingOwner: 0,
});

/** One document's change: its new pseudonym, and the owner document unless it exists. */
interface Change {
  doc: DocumentReference;
  owner: DocumentReference;
  ownerData: { uid: string; created_at: Timestamp } | null;
}

function namesOwner(mediaUrls: unknown, uid: string): boolean {
  return Array.isArray(mediaUrls) && mediaUrls.some((url) => String(url).includes(uid));
}

/** What to do with one document, given its owner document; counts what it sees. */
function plan(
  collection: MigratedCollection,
  doc: QueryDocumentSnapshot,
  owner: { exists: boolean; uid: unknown },
  counts: CollectionCounts,
  ownerRef: DocumentReference,
): Change | null {
  counts.scanned += 1;
  const authorId: unknown = doc.get('author_id');
  const uid = isPseudonym(authorId) ? owner.uid : authorId;
  if (collection === 'stories' && typeof uid === 'string' && uid !== '') {
    if (namesOwner(doc.get('media_urls'), uid)) counts.mediaNamingOwner += 1;
  }
  if (isPseudonym(authorId)) {
    if (owner.exists) counts.alreadyDone += 1;
    else counts.withoutOwner += 1;
    return null;
  }
  if (typeof authorId !== 'string' || authorId === '') {
    counts.unreadable += 1;
    return null;
  }
  if (owner.exists && owner.uid !== authorId) {
    counts.conflicting += 1;
    return null;
  }
  counts.migrated += 1;
  const createdAt: unknown = doc.get('created_at');
  return {
    doc: doc.ref,
    owner: ownerRef,
    // Her list orders owner documents by created_at: a document without one takes its own
    // creation time, so it still shows.
    ownerData: owner.exists
      ? null
      : {
          uid: authorId,
          created_at: createdAt instanceof Timestamp ? createdAt : doc.createTime,
        },
  };
}

function addChange(batch: WriteBatch, change: Change): void {
  // create, not set: an owner document that appeared meanwhile fails the batch, never replaced.
  if (change.ownerData) batch.create(change.owner, change.ownerData);
  batch.update(change.doc, { author_id: randomUUID() });
}

/**
 * Commits the changes in one batch; if it fails (a document deleted meanwhile), each document's
 * pair in a batch of its own, so one failure leaves only its own document unchanged.
 */
async function commit(
  db: Firestore,
  changes: readonly Change[],
  counts: CollectionCounts,
  summary: MigrationSummary,
): Promise<void> {
  const batch = db.batch();
  for (const change of changes) addChange(batch, change);
  try {
    await batch.commit();
    summary.batches += 1;
    return;
  } catch {
    // One by one below.
  }
  for (const change of changes) {
    const single = db.batch();
    addChange(single, change);
    try {
      await single.commit();
      summary.batches += 1;
    } catch {
      counts.failed += 1;
      counts.migrated -= 1;
    }
  }
}

async function migrateCollection(
  db: Firestore,
  collection: MigratedCollection,
  summary: MigrationSummary,
  { dryRun = false, pairsPerBatch = PAIRS_PER_BATCH }: MigrationOptions,
): Promise<void> {
  const counts = summary[collection];
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = db.collection(collection).orderBy(FieldPath.documentId()).limit(pairsPerBatch);
    if (last) page = page.startAfter(last);
    const { docs } = await page.get();
    if (docs.length === 0) return;
    last = docs.at(-1);
    const ownerRefs = docs.map((doc) => db.doc(`${OWNER_COLLECTIONS[collection]}/${doc.id}`));
    const owners = await db.getAll(...ownerRefs);
    const changes: Change[] = [];
    docs.forEach((doc, index) => {
      const owner = owners[index];
      const ownerRef = ownerRefs[index];
      if (!owner || !ownerRef) throw new Error('Firestore answered fewer owner documents.');
      const change = plan(
        collection,
        doc,
        { exists: owner.exists, uid: owner.get('uid') },
        counts,
        ownerRef,
      );
      if (change) changes.push(change);
    });
    if (!dryRun && changes.length > 0) await commit(db, changes, counts, summary);
    if (docs.length < pairsPerBatch) return;
  }
}

export async function migrateOwners(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationSummary> {
  const summary: MigrationSummary = {
    stories: emptyCounts(),
    testimonials: emptyCounts(),
    batches: 0,
  };
  for (const collection of MIGRATED_COLLECTIONS) {
    await migrateCollection(db, collection, summary, options);
  }
  return summary;
}

/** The summary as lines of counts: no uid, no id, nothing anyone wrote. */
export function describeSummary(summary: MigrationSummary, dryRun: boolean): string[] {
  const lines = MIGRATED_COLLECTIONS.map((collection) => {
    const c = summary[collection];
    return (
      `${collection}: ${c.scanned} read, ${c.migrated} ${dryRun ? 'to migrate' : 'migrated'}, ` +
      `${c.alreadyDone} already migrated, ${c.withoutOwner} with a pseudonym but no owner ` +
      `document, ${c.conflicting} whose owner document names someone else, ` +
      `${c.unreadable} without an author_id, ${c.failed} failed`
    );
  });
  lines.push(
    `${summary.stories.mediaNamingOwner} stories keep media in their author's old uid folder ` +
      '(their URLs still name her; not moved).',
  );
  lines.push(dryRun ? 'Dry run: nothing was written.' : `${summary.batches} batches committed.`);
  return lines;
}

/** Runs the migration as the command line asks; the exit code. */
export async function runMigration(
  db: Firestore,
  argv: readonly string[],
  print: (line: string) => void,
): Promise<number> {
  const unknown = argv.filter((arg) => arg !== '--dry-run');
  if (unknown.length > 0) {
    print('Usage: npm run firebase:migrate-owners [-- --dry-run]');
    return 2;
  }
  const dryRun = argv.includes('--dry-run');
  const summary = await migrateOwners(db, { dryRun });
  for (const line of describeSummary(summary, dryRun)) print(line);
  const failed = summary.stories.failed + summary.testimonials.failed;
  if (failed > 0) print('Some documents could not be migrated: run it again.');
  return failed > 0 ? 1 : 0;
}

async function main(argv: string[]): Promise<number> {
  const app = firebaseAdminApp('FIRESTORE_EMULATOR_HOST');
  if (!app) return 2;
  try {
    return await runMigration(getFirestore(app), argv, (line) => console.log(line));
  } catch (error) {
    // A Firestore error names no document's content; the message says what failed.
    console.error(`The migration stopped: ${error instanceof Error ? error.message : 'error'}`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
