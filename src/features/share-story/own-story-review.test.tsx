// Your Stories under review before publishing (issue 36, STORY_REVIEW=all): what each of her
// stories' review says to her, decided by an admin through the server's own functions.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShareStoryPage, shareStory } from '@/features/share-story/share-story-test-utils';
import { seedUser } from '@/testing/seed';
import { publishStory, sendBackStory } from '@/testing/server-side';

describe('Your Stories: review before publishing', () => {
  it('says which story waits, which was sent back and why, and what a moderator changed', async () => {
    await renderShareStoryPage({
      storyReview: 'all',
      async before({ backend, server }) {
        await shareStory(backend, { title: 'Waiting one' });
        const sent = await shareStory(backend, { title: 'Sent one' });
        const redacted = await shareStory(backend, {
          title: 'Named one',
          content: 'He lives on Park Street.',
        });
        const adminId = await seedUser(server, 'moderator@example.org');
        await sendBackStory(server.db, { storyId: sent.id, adminId, reason: 'identifies-person' });
        await publishStory(server.db, {
          storyId: redacted.id,
          adminId,
          redaction: { title: 'Redacted one', content: 'He lives nearby.' },
        });
      },
    });
    const region = screen.getByRole('region', { name: 'Your Stories' });
    const waiting = await within(region).findByRole('article', { name: 'Waiting one' });
    expect(waiting).toHaveTextContent(
      'Waiting for review. A moderator reads each story before it appears, to keep you and the people in it safe. This usually takes up to 2 days. Until then only you can see it; you can still edit or delete it.',
    );
    const sent = within(region).getByRole('article', { name: 'Sent one' });
    expect(sent).toHaveTextContent('Sent back.');
    expect(sent).toHaveTextContent('Reason: Names or identifies a person.');
    expect(within(sent).getByRole('link', { name: 'Edit' })).toBeVisible();
    expect(within(sent).getByRole('button', { name: 'Delete' })).toBeVisible();
    const redacted = within(region).getByRole('article', { name: 'Redacted one' });
    expect(redacted).toHaveTextContent(
      'To protect your privacy, a moderator changed the title and the text before publishing it.',
    );
    expect(redacted).not.toHaveTextContent('Waiting for review');
  });
});
