// Test-only helpers for the Share Story tests, which run against the real server in process
// (src/testing/test-backend.ts).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { expect } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import type { BackendPort, StoryInput } from '@/backend/port';
import type { Story } from '@/domain/entities';
import type { EditStoryHandoff } from '@/lib/edit-story-handoff';
import ShareStoryPage from '@/features/share-story/share-story-page';
import { PLAIN_PNG } from '@/testing/image-samples';
import {
  currentLocation,
  renderWithProviders,
  type RenderWithProvidersOptions,
} from '@/testing/render-with-providers';
import { standInHelpers } from '@/testing/stand-in-helpers';
import {
  startTestBackend,
  type StartTestBackendOptions,
  type TestBackend,
} from '@/testing/test-backend';
import { voiceNoteBytes } from '@/testing/voice-note';

/** Share Story's address, with stand-ins for the pages it sends her to. */
export const SHARE_STORY_ROUTE = {
  route: '/share-story',
  stubs: {
    '/auth': (
      <div>
        <h1>Sign in stand-in</h1>
        <Link to="/share-story">Back to sharing</Link>
      </div>
    ),
    '/edit-story/:id': <h1>Edit stand-in</h1>,
  },
} satisfies RenderWithProvidersOptions;

/** The texts of the toasts on screen (each is marked with role status + aria-live). */
export function toastTexts(): string[] {
  return Array.from(document.querySelectorAll('[role="status"][aria-live]')).map(
    (element) => element.textContent ?? '',
  );
}

export async function expectToast(text: string) {
  await waitFor(() => expect(toastTexts()).toContain(text));
}

export function expectNoToast(text: string) {
  expect(toastTexts()).not.toContain(text);
}

/** She was sent to sign in, to come back here afterwards, and told so calmly: not as an error. */
export async function expectAskedToSignIn() {
  await waitFor(() =>
    expect(currentLocation()).toMatchObject({ pathname: '/auth', search: SHARE_RETURN_QUERY }),
  );
  expectNoToast(MESSAGES.shareSignInRequired);
}

/** The query of the sign-in address that brings her back to Share Story. */
export const SHARE_RETURN_QUERY = `?next=${encodeURIComponent('/share-story')}`;

export function currentPath(): string {
  return currentLocation().pathname;
}

/** What Edit or Fix Grammar handed over to Edit Story in navigation state. */
export function handedOver(): EditStoryHandoff | null {
  return currentLocation().state as EditStoryHandoff | null;
}

export function fields() {
  return {
    title: screen.getByLabelText<HTMLInputElement>('Title'),
    content: screen.getByLabelText<HTMLTextAreaElement>('Your Story'),
    media: screen.getByLabelText<HTMLInputElement>('Upload Media (Optional, Max 200MB)'),
    share: () =>
      screen.getByRole('button', {
        name: new RegExp(`^(Share Story|Sharing...)`),
      }),
    suggest: screen.getByRole('button', { name: 'Suggest Tags' }),
  };
}

/**
 * A File of a given type whose bytes the server refuses (it is no real media file); `size`
 * pretends a large file without allocating it. For a file the server stores: pngFile, voiceNote.
 */
export function mediaFile(name: string, type: string, size?: number): File {
  const file = new File(['media bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The names of the files on their way, as their progress bars name them. */
export function uploading(): string[] {
  return screen
    .queryAllByRole('progressbar')
    .map((bar) => (bar.getAttribute('aria-label') ?? '').replace(/^Uploading /, ''));
}

/** A real PNG image, which the server stores. */
export function pngFile(name = 'photo.png'): File {
  return new File([PLAIN_PNG], name, { type: 'image/png' });
}

/** A real voice note (WAV), which the server stores. */
export function voiceNote(name = 'voice.wav', type = 'audio/wav'): File {
  return new File([voiceNoteBytes()], name, { type });
}

/** Her address, signed in unless a test says she is a visitor. */
export const HER = 'her@example.org';

/** The path of an upload to the server (create or edit), for the test network. */
export const UPLOAD = '/api/media';

export interface ShareStoryOptions extends StartTestBackendOptions {
  /** Nobody is signed in. */
  visitor?: boolean;
  /** Run before the page renders (her browser, the server): what she already shared. */
  before?: (started: TestBackend) => Promise<unknown>;
}

/**
 * Share Story on the test server, for her signed in unless `visitor`. The writing helpers are
 * offered only with `helpers` (OFFERED_HELPERS()): a server without them is kept from test to
 * test, one with them is made anew.
 */
export async function renderShareStoryPage(options: ShareStoryOptions = {}) {
  const { visitor = false, before, ...serverOptions } = options;
  const started = await startTestBackend({
    signedIn: visitor ? undefined : HER,
    ...serverOptions,
  });
  if (before) {
    await before(started);
    started.network.forget();
  }
  const view = renderWithProviders(<ShareStoryPage />, {
    ...SHARE_STORY_ROUTE,
    backend: started.backend,
  });
  return { ...started, view, user: userEvent.setup({ applyAccept: false }) };
}

/** Translate and Fix Grammar offered, on stand-in providers (Fix Grammar adds ' (corrected)'). */
export const OFFERED_HELPERS = standInHelpers;

/** A story she shares through her own browser (the real adapter), with these fields. */
export function shareStory(backend: BackendPort, input: Partial<StoryInput> = {}): Promise<Story> {
  return backend.stories.create({
    title: 'My story',
    content: 'What I lived through.',
    tags: [],
    mediaUrls: [],
    ...input,
  });
}

/** What the server keeps of her stories, newest first, read back as Your Stories reads it. */
export function savedStories(backend: BackendPort): Promise<Story[]> {
  return backend.stories.mine();
}
