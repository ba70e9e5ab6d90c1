// Issue 36 item 3 on a server of its own with STORY_REVIEW=all: she turns on "Mail me when
// something happens to my stories" on the Account page (the warning beside it; a screenshot at
// 360 px into SHOTS_DIR), an admin sends her waiting story back, and the mail that arrives names
// neither the story nor the reason, while Your Stories shows the reason.
// Proved at cheaper layers: her choice's route (off by default, hers alone, language, export,
// erasure), no mail when she has not opted in, one mail per event for published, sent back, hidden
// and restored, at most one an hour (server/story-mail/story-mail.test.ts); the option by keyboard
// and a failed save (src/features/account/story-mail-opt-in.test.tsx); Published and Restored in
// Your Stories (src/features/share-story/your-stories.test.tsx).
import { blockingViolations } from './axe';
import { E2E_PORT, PHONE } from './e2e-env';
import { expect, test } from './fixtures';
import { linkFromMail, mailTo, uniqueEmail } from './outbox';
import { openReady, reviewAllServer, sendBack, share } from './review-server';
import { shot } from './review-shots';
import { signIn, signUp } from './session';
import { yourStories } from './story-form';

const MAIL_ADMIN = 'mail-admin@sahas.test';
const server = reviewAllServer({
  port: E2E_PORT + 150,
  dataDirPrefix: 'sahas-story-mail-',
  admin: MAIL_ADMIN,
});

test('she opts in, an admin sends her story back, and the mail says only to look', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const author = await server.pageOn(browser);
  const authorEmail = uniqueEmail('mail-author');
  await signUp(author, authorEmail);
  // Mail about her stories goes only to an address she confirmed.
  await author.goto(await linkFromMail(authorEmail, /confirm your e-mail/i));
  await signIn(author, authorEmail);

  // On the Account page: off by default, the warning beside it, turned on from the keyboard.
  await openReady(author, '/account');
  const region = author.getByRole('region', { name: 'Mail about your stories' });
  const option = region.getByRole('checkbox', {
    name: 'Mail me when something happens to my stories',
  });
  await expect(option).toBeEnabled();
  await expect(option).not.toBeChecked();
  await expect(option).toHaveAccessibleDescription(
    /Anyone who can read your e-mail would see these mails and learn that you have an account here/,
  );
  await option.focus();
  await author.keyboard.press('Space');
  await expect(option).toBeChecked();
  await expect(option).toBeFocused();
  await region.scrollIntoViewIfNeeded();
  await shot(region, 'story-mail-option-360');
  // Nothing spills sideways at 360 px.
  const box = await region.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  expect(await blockingViolations(author)).toEqual([]);

  // She shares; it waits for review.
  const title = `A long walk home ${Date.now()}`;
  const content = 'He follows me from work every evening. I changed my route.';
  await share(author, title, content);
  await expect(yourStories(author).getByRole('article', { name: title })).toContainText(
    'Waiting for review.',
  );

  // The admin sends it back.
  await server.onboardAdmin(page);
  await sendBack(page, title);

  // The mail: something changed, sign in and look; nothing of the story, no sign-in link.
  const mail = await mailTo(authorEmail, /Something changed on one of your stories/);
  for (const text of [mail.subject, mail.body]) {
    expect(text).not.toContain('long walk');
    expect(text).not.toContain('changed my route');
    expect(text).not.toMatch(/private details/i);
  }
  expect(mail.body).toContain('sign in');
  expect(mail.body.match(/https?:\/\/\S+/g)).toEqual([`${server.url}/`]);

  // Your Stories shows the reason.
  await openReady(author, '/share-story');
  const back = yourStories(author).getByRole('article', { name: title });
  await expect(back).toContainText('Sent back.');
  await expect(back).toContainText('Reason: Shares private details.');

  await author.context().close();
});
