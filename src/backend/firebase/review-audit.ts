// The review audit log's collection (issue 36), and what an admin's erasure leaves of her in it:
// her decisions stay, without her uid or address, as the server's log keeps them once she is gone.
import { isPermissionDenied } from '@/backend/firebase/firebase-errors';
import type { FirestoreHandle } from '@/backend/firebase/firebase-services';

export const REVIEW_AUDIT = 'review_audit';

/** Takes her uid and address off her decisions; a reader (the rules refuse her query) has none. */
export async function forgetHerDecisions({ sdk, db }: FirestoreHandle, uid: string): Promise<void> {
  const hers = await sdk
    .getDocs(sdk.query(sdk.collection(db, REVIEW_AUDIT), sdk.where('admin_uid', '==', uid)))
    .catch((error: unknown) => {
      if (isPermissionDenied(error)) return null;
      throw error;
    });
  for (const doc of hers?.docs ?? []) {
    await sdk.updateDoc(doc.ref, { admin_uid: sdk.deleteField(), admin_email: sdk.deleteField() });
  }
}
