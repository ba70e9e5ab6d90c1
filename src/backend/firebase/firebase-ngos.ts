// The public NGO directory and the join request.
import { catalogueError } from '@/backend/backend-error';
import { trimNgoRequest, validateNgoRequest } from '@/domain/ngo-request';
import type { NgosPort } from '@/backend/port';
import { dataCall } from '@/backend/firebase/firebase-errors';
import type { FirebaseServices } from '@/backend/firebase/firebase-services';
import { compareNgoNames, ngoFromDoc } from '@/backend/firebase/record-doc';
import { ngoPrivateFieldsForCaller } from '@/backend/firebase/firebase-ngo-private';
import { requireUid } from '@/backend/firebase/firebase-caller';

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
        return snapshot.docs
          .map((doc) => ngoFromDoc(doc.id, doc.data(), adminFields.get(doc.id)))
          .sort(compareNgoNames);
      }),

    request: (input) =>
      dataCall(async () => {
        const uid = await requireUid(services);
        const fields = trimNgoRequest(input);
        if (!validateNgoRequest(fields).ok) {
          throw catalogueError('invalid', 400, 'ngoRequestIncomplete');
        }
        const { sdk, db } = await services.firestore();
        // Only the five form fields travel, whatever else the caller's object holds.
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
