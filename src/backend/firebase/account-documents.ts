// Her documents on Firestore, found by the owner queries firestore.rules allow her, and the
// "Download my data" file made from them. Her stories and testimonials carry no uid: they are
// found through their owner documents (owner-docs.ts). Sorting is done here.
import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { anonymousName } from '@/domain/display';
import type { IsoDateTime, Story } from '@/domain/entities';
import { storySupportOf } from '@/backend/firebase/firebase-support';
import { vaultCopyOf } from '@/backend/firebase/firebase-vault-operations';
import { MY_DATA_FORMAT, type MyData, type MyStory, myStory } from '@/domain/my-data';
import type { FirestoreHandle } from '@/backend/firebase/firebase-services';
import { isoTime } from '@/backend/firebase/record-doc';
import { storyFromDoc } from '@/backend/firebase/story-doc';
import { type OwnedCollection, ownerDocs } from '@/backend/firebase/owner-docs';
import { RESTORED_FIELD } from '@/backend/firebase/story-restored';

/** Collections whose documents name her in user_id. */
export type OwnCollection = 'reactions' | 'reports' | 'ngo_requests';

/** A document of hers as read: its id and data. */
export interface OwnDoc {
  id: string;
  data: DocumentData;
  /** Her owner document's fields, for a story or testimonial found through it. */
  owner?: Record<string, unknown>;
}

/** Every document of hers in the collection. */
export async function ownDocs(
  { sdk, db }: FirestoreHandle,
  collection: OwnCollection,
  uid: string,
): Promise<QueryDocumentSnapshot<DocumentData>[]> {
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, collection), sdk.where('user_id', '==', uid)),
  );
  return snapshot.docs;
}

/**
 * Every story or testimonial of hers: her owner documents, then each one (her stories under
 * review too). One whose owner document outlived it is left out.
 */
export async function ownedDocs(
  handle: FirestoreHandle,
  collection: OwnedCollection,
  uid: string,
): Promise<OwnDoc[]> {
  const { sdk, db } = handle;
  const owners = await ownerDocs(handle, collection, uid);
  const snapshots = await Promise.all(
    owners.map(({ id }) => sdk.getDoc(sdk.doc(db, collection, id))),
  );
  return snapshots.flatMap((snapshot, index) =>
    snapshot.exists()
      ? [{ id: snapshot.id, data: snapshot.data(), owner: owners[index]?.data }]
      : [],
  );
}

function text(data: DocumentData, key: string): string {
  const value: unknown = data[key];
  return typeof value === 'string' ? value : '';
}

/** Oldest first, as the self-hosted file lists them (ties by id, so the order is stable). */
function oldestFirst<T extends { at: IsoDateTime; id: string }>(rows: T[]): T[] {
  return rows.sort((a, b) =>
    a.at === b.at ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.at < b.at ? -1 : 1,
  );
}

function dated(docs: readonly OwnDoc[], timeField: string) {
  return oldestFirst(docs.map((doc) => ({ ...doc, at: isoTime(doc.data[timeField]) })));
}

/**
 * Her story in the file, with where review left it and when an admin put it back after reports
 * (issue 36), as the server writes it.
 */
function reviewedStory(story: Story, owner: Record<string, unknown> | undefined): MyStory {
  const restoredAt = owner?.[RESTORED_FIELD];
  return {
    ...myStory(story),
    ...(restoredAt != null ? { restored_at: isoTime(restoredAt) } : {}),
    ...(story.review_state ? { review_state: story.review_state } : {}),
    ...(story.review_reason ? { review_reason: story.review_reason } : {}),
    ...(story.redacted_fields ? { redacted_fields: story.redacted_fields } : {}),
  };
}

export interface MyDataOwner {
  uid: string;
  email: string;
  created_at: IsoDateTime;
}

/** Everything she wrote, read now; nothing of it is stored to make the file. */
export async function readMyData(
  handle: FirestoreHandle,
  owner: MyDataOwner,
  exportedAt: Date,
): Promise<MyData> {
  const own = async (collection: OwnCollection): Promise<OwnDoc[]> =>
    (await ownDocs(handle, collection, owner.uid)).map((doc) => ({ id: doc.id, data: doc.data() }));
  const [stories, testimonials, reactions, reports, requests, support] = await Promise.all([
    ownedDocs(handle, 'stories', owner.uid),
    ownedDocs(handle, 'testimonials', owner.uid),
    own('reactions'),
    own('reports'),
    own('ngo_requests'),
    storySupportOf(handle, owner.uid),
  ]);
  // Her notes' ciphertext as stored (issue 37), with the note on opening it.
  const vault = await vaultCopyOf(handle, owner.uid);
  return {
    format: MY_DATA_FORMAT,
    exported_at: exportedAt.toISOString(),
    profile: {
      email: owner.email,
      pseudonym: anonymousName(owner.uid),
      created_at: owner.created_at,
    },
    stories: dated(stories, 'created_at').map(({ id, data, owner }) =>
      reviewedStory(storyFromDoc(id, data), owner),
    ),
    testimonials: dated(testimonials, 'created_at').map(({ id, data, at }) => ({
      id,
      content: text(data, 'content'),
      created_at: at,
    })),
    reactions: dated(reactions, 'created_at').map(({ data, at }) => ({
      story_id: text(data, 'story_id'),
      created_at: at,
    })),
    reports: dated(reports, 'reported_at').map(({ data, at }) => ({
      story_id: text(data, 'story_id'),
      reason: text(data, 'reason'),
      reported_at: at,
    })),
    support_received: support,
    ...(vault ? { vault } : {}),
    ngo_requests: dated(requests, 'created_at').map(({ data, at }) => ({
      name: text(data, 'name'),
      description: text(data, 'description'),
      contact: text(data, 'contact'),
      email: text(data, 'email'),
      registration_number: text(data, 'registration_number'),
      created_at: at,
    })),
  };
}
