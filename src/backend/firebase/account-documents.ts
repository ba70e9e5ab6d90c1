// Her documents on Firestore, found by the owner queries firestore.rules allow her, and the
// "Download my data" file made from them. Sorting is done here, so no composite index is needed.
import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { anonymousName } from '@/domain/display';
import type { IsoDateTime } from '@/domain/entities';
import { MY_DATA_FORMAT, type MyData, myStory } from '@/domain/my-data';
import type { FirestoreHandle } from '@/backend/firebase/firebase-services';
import { isoTime } from '@/backend/firebase/record-doc';
import { storyFromDoc } from '@/backend/firebase/story-doc';

export type OwnCollection = 'stories' | 'testimonials' | 'reactions' | 'reports' | 'ngo_requests';

/** The field naming a document's owner in each collection. */
const OWNER_FIELD: Record<OwnCollection, 'author_id' | 'user_id'> = {
  stories: 'author_id',
  testimonials: 'author_id',
  reactions: 'user_id',
  reports: 'user_id',
  ngo_requests: 'user_id',
};

/** Every document of hers in the collection. */
export async function ownDocs(
  { sdk, db }: FirestoreHandle,
  collection: OwnCollection,
  uid: string,
): Promise<QueryDocumentSnapshot<DocumentData>[]> {
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, collection), sdk.where(OWNER_FIELD[collection], '==', uid)),
  );
  return snapshot.docs;
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

function dated(docs: QueryDocumentSnapshot<DocumentData>[], timeField: string) {
  return oldestFirst(
    docs.map((doc) => ({ id: doc.id, data: doc.data(), at: isoTime(doc.data()[timeField]) })),
  );
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
  const own = (collection: OwnCollection) => ownDocs(handle, collection, owner.uid);
  const [stories, testimonials, reactions, reports, requests] = await Promise.all([
    own('stories'),
    own('testimonials'),
    own('reactions'),
    own('reports'),
    own('ngo_requests'),
  ]);
  return {
    format: MY_DATA_FORMAT,
    exported_at: exportedAt.toISOString(),
    profile: {
      email: owner.email,
      pseudonym: anonymousName(owner.uid),
      created_at: owner.created_at,
    },
    stories: dated(stories, 'created_at').map(({ id, data }) => myStory(storyFromDoc(id, data))),
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
