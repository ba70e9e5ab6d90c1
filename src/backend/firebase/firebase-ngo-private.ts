// An approved NGO's admin-only fields (registration number, approving admin's e-mail) live in
// ngo_private/{id} beside the public ngos/{id}: Firestore rules guard documents, not fields, and
// the directory is public (firestore.rules; src/domain/policies.ts).
import type { DocumentData } from 'firebase/firestore/lite';
import type { FirebaseServices, FirestoreHandle } from '@/backend/firebase/firebase-services';
import { sessionUserOf } from '@/backend/firebase/firebase-auth';

export const NGO_PRIVATE = 'ngo_private';

/** Every NGO's private fields by id: one query, for admins only. */
export async function ngoPrivateFields({
  sdk,
  db,
}: FirestoreHandle): Promise<Map<string, DocumentData>> {
  const snapshot = await sdk.getDocs(sdk.collection(db, NGO_PRIVATE));
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

/** The private fields when the caller is an admin, else none (the rules would refuse anyway). */
export async function ngoPrivateFieldsForCaller(
  services: FirebaseServices,
  handle: FirestoreHandle,
): Promise<Map<string, DocumentData>> {
  const user = await services.currentUser();
  if (!user || !(await sessionUserOf(user)).isAdmin) return new Map();
  return ngoPrivateFields(handle);
}
