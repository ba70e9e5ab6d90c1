// The dashboard's support line (issue 36 item 1) against the real server: the totals readers
// sent, in each language, and nothing that names a story that received them.
import { screen } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { activateForTests } from '@/testing/i18n';
import { seedUser } from '@/testing/seed';
import { createStory, type TestServer } from '@/testing/server-side';
import { renderWithProviders } from '@/testing/render-with-providers';
import AdminPage from '@/features/admin/admin-page';
import { startAdminBackend } from '@/features/admin/admin-test-data';

/** Three messages in all: two readers to the first story, one of them to the second too. */
async function seedSupport(server: TestServer) {
  const authorId = await seedUser(server, 'supported-author@example.org');
  const body = { tags: [], mediaUrls: [], contentWarning: undefined };
  const stories = await Promise.all(
    ['First supported story', 'Second supported story'].map((title) =>
      createStory(server.db, authorId, { ...body, title, content: 'What happened to me.' }, 'off'),
    ),
  );
  const readers = await Promise.all(
    ['one', 'two'].map((name) => seedUser(server, `reader-${name}@example.org`)),
  );
  const sent = [
    [stories[0], readers[0]],
    [stories[1], readers[0]],
    [stories[0], readers[1]],
  ] as const;
  for (const [story, senderId] of sent) {
    await server.db.execute(
      sql`insert into story_support (story_id, sender_id, message_id) values (${story?.id}, ${senderId}, 'not-alone')`,
    );
  }
}

describe('Admin page: support totals', () => {
  afterEach(() => activateForTests('en'));

  it.each([
    ['en', 'Support sent: 3 messages to 2 stories'],
    ['hi', 'भेजा गया समर्थन: 2 कहानियों को 3 संदेश'],
    ['bn', 'পাঠানো ভরসা: ২টি কাহিনিতে ৩টি বার্তা'],
  ] as const)(
    'in %s, says how many messages went to how many stories, near the top',
    async (locale, text) => {
      activateForTests(locale);
      const { server, backend } = await startAdminBackend();
      await seedSupport(server);

      renderWithProviders(<AdminPage />, { route: '/admin', backend });
      const line = await screen.findByText(text);
      // Near the top: before the first of the dashboard's sections.
      const [firstSection] = await screen.findAllByRole('heading', { level: 2 });
      expect(line.compareDocumentPosition(firstSection as Node)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
      expect(screen.queryByText('First supported story')).not.toBeInTheDocument();
    },
  );
});
