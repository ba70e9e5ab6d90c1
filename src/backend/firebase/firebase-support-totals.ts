// Support's totals for admins on Firestore (issue 36 item 1): the sum of every story's
// support_counts total and how many have any (the rules let only admins list them, which an
// aggregation needs), never a story id or a sender.
import { BackendError } from '@/backend/backend-error';
import { sessionUserOf } from '@/backend/firebase/firebase-auth';
import { requireUser } from '@/backend/firebase/firebase-caller';
import type { FirebaseHandlers } from '@/backend/firebase/firebase-operations';
import type { FirebaseServices } from '@/backend/firebase/firebase-services';
import type { SupportAdminOperations } from '@/domain/operations/review-operations';

/** The signed-in admin, refused as the server refuses a visitor (401) or a reader (403). */
async function requireAdmin(services: FirebaseServices): Promise<void> {
  const user = await requireUser(services);
  if (!(await sessionUserOf(user)).isAdmin) {
    throw new BackendError('forbidden', 'Only administrators may do this.', 403, {
      code: 'forbidden',
    });
  }
}

/** A sum or count as Firestore answers it; anything else (a sum over malformed totals) is 0. */
function wholeCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

export const SUPPORT_TOTALS_HANDLERS: FirebaseHandlers<SupportAdminOperations> = {
  supportTotals: async (services) => {
    await requireAdmin(services);
    const { sdk, db } = await services.firestore();
    // Aggregated by Firestore: the admin's browser receives two numbers, never a story's
    // counts document (whose id is the story's). A story whose messages were all taken back
    // keeps a document with total 0 and is left out.
    const supported = sdk.query(sdk.collection(db, 'support_counts'), sdk.where('total', '>', 0));
    const snapshot = await sdk.getAggregate(supported, {
      messages: sdk.sum('total'),
      stories: sdk.count(),
    });
    const { messages, stories } = snapshot.data();
    return { messages: wholeCount(messages), stories: wholeCount(stories) };
  },
};
