// The public NGO directory and the join request.
import { checkedInput } from '@/backend/checked-input';
import { compareNgoNames } from '@/domain/ngo-order';
import type { NgosPort } from '@/backend/port';
import { dataCall } from '@/backend/firebase/firebase-errors';
import type { FirebaseServices } from '@/backend/firebase/firebase-services';
import { ngoFromDoc } from '@/backend/firebase/record-doc';
import { ngoPrivateFieldsForCaller } from '@/backend/firebase/firebase-ngo-private';
import { requireUid } from '@/backend/firebase/firebase-caller';
import { keepNgoDirectory } from '@/backend/firebase/keep-ngo-directory';

export function createFirebaseNgos(services: FirebaseServices): NgosPort {
  return {
    approved: () =>
      dataCall(async () => {
        const handle = await services.firestore();
        const { sdk, db } = handle;
        const [snapshot, adminFields] = await Promise.all([
          sdk.getDocs(sdk.query(sdk.collection(db, 'ngos'), sdk.where('approved', '==', true))),
          ngoPrivateFieldsForCaller(services, handle),
        ]);
        // Kept for Resources offline as a visitor reads it: the public documents alone.
        const publicCopy = snapshot.docs.map((doc) => ngoFromDoc(doc.id, doc.data()));
        void keepNgoDirectory(publicCopy.sort(compareNgoNames)).catch(() => undefined);
        return snapshot.docs
          .map((doc) => ngoFromDoc(doc.id, doc.data(), adminFields.get(doc.id)))
          .sort(compareNgoNames);
      }),

    request: (input) =>
      dataCall(async () => {
        const uid = await requireUid(services);
        const fields = await checkedInput('ngoRequest', input);
        const { sdk, db } = await services.firestore();
        // Only the five form fields travel (trimmed), whatever else the caller's object holds.
        await sdk.setDoc(sdk.doc(sdk.collection(db, 'ngo_requests')), {
          name: fields.name,
          description: fields.description,
          contact: fields.contact,
          email: fields.email,
          registration_number: fields.registration_number,
          user_id: uid,
          created_at: sdk.serverTimestamp(),
          approved: false,
        });
      }),
  };
}
