// Testimonials: the latest 9, and adding one as the signed-in user: the testimonial with its
// own pseudonym, and her uid in its owner document, in one batch (owner-docs.ts).
import { checkedInput } from '@/backend/checked-input';
import { LIMITS } from '@/domain/limits';
import type { TestimonialsPort } from '@/backend/port';
import { dataCall } from '@/backend/firebase/firebase-errors';
import type { FirebaseServices } from '@/backend/firebase/firebase-services';
import { testimonialFromDoc } from '@/backend/firebase/record-doc';
import { requireUid } from '@/backend/firebase/firebase-caller';
import { newPseudonym, ownerPath } from '@/backend/firebase/owner-docs';

export function createFirebaseTestimonials(services: FirebaseServices): TestimonialsPort {
  return {
    latest: () =>
      dataCall(async () => {
        const { sdk, db } = await services.firestore();
        const snapshot = await sdk.getDocs(
          sdk.query(
            sdk.collection(db, 'testimonials'),
            sdk.orderBy('created_at', 'desc'),
            sdk.limit(LIMITS.testimonialsFetched),
          ),
        );
        return snapshot.docs.map((doc) => testimonialFromDoc(doc.id, doc.data()));
      }),

    create: (given) =>
      dataCall(async () => {
        const uid = await requireUid(services);
        const { content } = await checkedInput('testimonial', { content: given });
        const { sdk, db } = await services.firestore();
        const ref = sdk.doc(sdk.collection(db, 'testimonials'));
        const batch = sdk.writeBatch(db);
        batch.set(ref, {
          content,
          author_id: newPseudonym(),
          created_at: sdk.serverTimestamp(),
        });
        batch.set(sdk.doc(db, ownerPath('testimonials', ref.id)), {
          uid,
          created_at: sdk.serverTimestamp(),
        });
        await batch.commit();
        return testimonialFromDoc(ref.id, (await sdk.getDoc(ref)).data() ?? {});
      }),
  };
}
