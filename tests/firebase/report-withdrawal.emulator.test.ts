// The Firebase adapter's withdrawReport (firebase-story-operations.ts) on the Auth and Firestore
// emulators with firestore.rules loaded (`npm run test:firebase`): the batches it tries are the
// ones the rules accept, and it answers as the server does (server/stories/report-withdrawal.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { storyInput, expectRefusal } from '@/testing/port-contract-helpers';
import { emulatorContractBackends } from './contract-backends';
import { clearAccounts, PROJECT_ID, resetFirestore } from './emulator';

const RULES = readFileSync(join(process.cwd(), 'firestore.rules'), 'utf8');
let admin: App;
beforeAll(() => {
  admin = initializeApp({ projectId: PROJECT_ID }, 'report-withdrawal-admin');
});
afterAll(() => deleteApp(admin));
beforeEach(async () => {
  await clearAccounts();
  await resetFirestore(RULES);
});

it('withdraws her pending report only, and brings a hidden story back', async () => {
  const backends = emulatorContractBackends(admin);
  const { backend: author } = await backends.user('author');
  const { backend: reader } = await backends.user('reader');
  const { backend: other } = await backends.user('other');
  const { backend: third } = await backends.user('third');
  const { backend: moderator } = await backends.admin();
  const story = await author.stories.create(storyInput('Reported'));

  await expectRefusal(
    backends.visitor().stories.withdrawReport({ storyId: story.id }),
    'unauthenticated',
    'signInRequired',
  );
  await expectRefusal(
    reader.stories.withdrawReport({ storyId: story.id }),
    'not-found',
    'reportNotPending',
  );
  await reader.stories.report(story.id, 'spam');
  await expectRefusal(
    other.stories.withdrawReport({ storyId: story.id }),
    'not-found',
    'reportNotPending',
  );
  await reader.stories.withdrawReport({ storyId: story.id });
  await expectRefusal(
    reader.stories.withdrawReport({ storyId: story.id }),
    'not-found',
    'reportNotPending',
  );
  await reader.stories.report(story.id, 'spam');
  expect((await moderator.admin.reportedStories())[0]?.reportCount).toBe(1);

  await other.stories.report(story.id, 'spam');
  await third.stories.report(story.id, 'spam');
  expect(await backends.visitor().stories.get(story.id)).toBeNull();
  await reader.stories.withdrawReport({ storyId: story.id });
  expect((await backends.visitor().stories.get(story.id))?.id).toBe(story.id);
  expect((await moderator.admin.reportedStories())[0]?.reportCount).toBe(2);

  await moderator.admin.dismissReports(story.id);
  await expectRefusal(
    other.stories.withdrawReport({ storyId: story.id }),
    'not-found',
    'reportNotPending',
  );
  await expectRefusal(
    reader.stories.withdrawReport({ storyId: 'bad/id' }),
    'invalid',
    'invalidRequest',
  );
});
