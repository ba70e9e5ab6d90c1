// Support's totals for admins on Firestore (issue 36 item 1): the sum of every story's
// support_counts total (the rules let only admins list them), never a story id or a sender.
import { BackendError } from '@/backend/backend-error';
import { sessionUserOf } from '@/backend/firebase/firebase-auth';
import { requireUser } from '@/backend/firebase/firebase-caller';
import type { FirebaseHandlers } from '@/backend/firebase/firebase-operations';
import type { FirebaseServices } from '@/backend/firebase/firebase-services';
import type { SupportAdminOperations } from '@/domain/operations/review-operations';
import type { SupportTotals } from '@/domain/support-totals';

/** The signed-in admin, refused as the server refuses a visitor (401) or a reader (403). */
async function requireAdmin(services: FirebaseServices): Promise<void> {
  const user = await requireUser(services);
  if (!(await sessionUserOf(user)).isAdmin) {
    throw new BackendError('forbidden', 'Only administrators may do this.', 403, {
      code: 'forbidden',
    });
  }
}

/** Sums the stories' totals; a story whose messages were all taken back counts for none. */
export function sumSupportCounts(totals: readonly unknown[]): SupportTotals {
  let messages = 0;
  let stories = 0;
  for (const total of totals) {
    if (typeof total !== 'number' || !Number.isFinite(total) || total <= 0) continue;
    messages += total;
    stories += 1;
  }
  return { messages, stories };
}

export const SUPPORT_TOTALS_HANDLERS: FirebaseHandlers<SupportAdminOperations> = {
  supportTotals: async (services) => {
    await requireAdmin(services);
    const { sdk, db } = await services.firestore();
    const snapshot = await sdk.getDocs(sdk.collection(db, 'support_counts'));
    return sumSupportCounts(snapshot.docs.map((doc): unknown => doc.data().total));
  },
};
