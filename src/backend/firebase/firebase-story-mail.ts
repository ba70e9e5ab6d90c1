// Her story-mail choice on Firebase (issue 36 item 3): this deployment has no server to send such
// mail, so it offers none. The Account page reads `offered: false` and shows no option (a
// promise nobody could keep); nothing is stored.
import { BackendError } from '@/backend/backend-error';
import type { FirebaseHandlers } from '@/backend/firebase/firebase-operations';
import type { AccountOperations } from '@/domain/operations/account-operations';

export const FIREBASE_STORY_MAIL: FirebaseHandlers<AccountOperations> = {
  storyMailSetting: () => Promise.resolve({ offered: false, optedIn: false }),
  saveStoryMailSetting: () =>
    Promise.reject(
      new BackendError('unavailable', 'This deployment sends no mail about stories.', 503),
    ),
};
