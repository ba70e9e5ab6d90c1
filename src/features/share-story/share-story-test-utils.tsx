// Test-only helpers for the Share Story tests.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { expect } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import type { EditStoryHandoff } from '@/lib/edit-story-handoff';
import { withControlledUploads } from '@/components/forms/controlled-uploads';
import ShareStoryPage from '@/features/share-story/share-story-page';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, type FakeBackendOptions } from '@/testing/fake-backend';
import {
  currentLocation,
  renderWithProviders,
  type RenderWithProvidersOptions,
} from '@/testing/render-with-providers';

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

/** A File of a given type; `size` pretends a large file without allocating it. */
export function mediaFile(name: string, type: string, size?: number): File {
  const file = new File(['media bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const MB = 1024 * 1024;

/**
 * Share Story for a signed-in reader, with uploads the test finishes itself (`controlled`) on
 * the fake backend (`fake`).
 */
export function renderShareStoryPage(options: FakeBackendOptions = {}) {
  const fake = createFakeBackend({ user: SIGNED_IN_USER, ...options });
  const controlled = withControlledUploads(fake);
  const view = renderWithProviders(<ShareStoryPage />, {
    ...SHARE_STORY_ROUTE,
    backend: fake,
    port: controlled.backend,
  });
  return { fake, controlled, view, user: userEvent.setup({ applyAccept: false }) };
}
