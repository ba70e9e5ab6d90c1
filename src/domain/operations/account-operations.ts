// Her account's declared operations (operation.ts), beside the hand-written AccountPort methods:
// whether she is mailed when something happens to one of her stories (issue 36 item 3). Hers
// alone; every answer is no-store.
import { declareOperation } from './operation';

// A type from the domain one folder up (the lint's '../*' pattern guards the domain's edge).
type StoryMailSetting = import('../story-mail-input').StoryMailSetting;

const input = () => import('../story-mail-input');

export const ACCOUNT_OPERATIONS = {
  /** Her choice (off until she turns it on), and whether this deployment offers such mail. */
  storyMailSetting: declareOperation<StoryMailSetting>()({
    method: 'GET',
    path: '/account/story-mail',
    input: async () => (await input()).storyMailOwnSchema,
    status: 200,
  }),
  /** Turns the mails on or off; the language she is using now becomes theirs. */
  saveStoryMailSetting: declareOperation<StoryMailSetting>()({
    method: 'PUT',
    path: '/account/story-mail',
    input: async () => (await input()).storyMailChoiceSchema,
    status: 200,
  }),
};

export type AccountOperations = typeof ACCOUNT_OPERATIONS;
