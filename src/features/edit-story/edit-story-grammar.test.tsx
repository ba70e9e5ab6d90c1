import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { COPY } from '@/domain/copy';
import { MESSAGES } from '@/domain/messages';
import EditStoryPage from '@/features/edit-story/edit-story-page';
import { AuthProvider } from '@/lib/auth-provider';
import { BackendContext } from '@/lib/backend-context';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory } from '@/testing/fake-backend';

const STORY = makeStory(1, {
  id: 'story-1',
  title: 'My title',
  content: 'i was scarred',
  author_id: SIGNED_IN_USER.id,
});

beforeEach(() => {
  toast.remove();
});

describe('Edit Story: Fix Grammar', () => {
  it('corrects the text in the editor without saving it', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER, stories: [STORY] });
    render(
      <BackendContext value={backend}>
        <AuthProvider auth={backend.auth}>
          <MemoryRouter initialEntries={[`/edit-story/${STORY.id}`]}>
            <Routes>
              <Route path="/edit-story/:id" element={<EditStoryPage />} />
            </Routes>
          </MemoryRouter>
          <Toaster />
        </AuthProvider>
      </BackendContext>,
    );
    const content = await screen.findByLabelText(COPY.storyLabel);
    await waitFor(() => expect(content).toHaveValue('i was scarred'));
    await userEvent.click(screen.getByRole('button', { name: COPY.fixGrammar }));
    expect(await screen.findByText(MESSAGES.grammarUpdatedInEditor)).toBeInTheDocument();
    expect(content).toHaveValue('i was scarred (corrected)');
    expect(backend.callCount('stories.update')).toBe(0);
  });
});
