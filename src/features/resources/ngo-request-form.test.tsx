import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import type { NgoRequestFields } from '@/domain/ngo-request';
import { renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend, type StartTestBackendOptions } from '@/testing/test-backend';
import ResourcesPage from '@/features/resources/resources-page';
import {
  ADMIN_EMAIL,
  FILLED_NGO_REQUEST,
  HER_EMAIL,
  NGO_REQUEST_LABELS,
  RESOURCES_ROUTE,
  SIGN_IN_SCREEN,
} from '@/features/resources/resources-test-data';

const REQUEST_PATH = '/api/ngos/requests';
const KEYS = Object.keys(NGO_REQUEST_LABELS) as (keyof NgoRequestFields)[];

/**
 * The Resources page, signed in as her unless `options` say otherwise, on a server where
 * ADMIN_EMAIL is an admin's address (to read back what reached the review queue).
 */
async function renderPage(options: StartTestBackendOptions = { signedIn: HER_EMAIL }) {
  const started = await startTestBackend({ adminEmails: [ADMIN_EMAIL], ...options });
  const result = renderWithProviders(<ResourcesPage />, {
    ...RESOURCES_ROUTE,
    backend: started.backend,
  });
  return { ...started, ...result };
}

function toggle() {
  return screen.getByRole('button', { name: 'Ask us to list an NGO' });
}

function field(key: keyof NgoRequestFields) {
  return screen.getByLabelText(NGO_REQUEST_LABELS[key]);
}

function submitButton() {
  return screen.getByRole('button', { name: 'Submit Request' });
}

/** Opens the form; its code comes with the first press (ngo-request-form.tsx). */
async function openForm() {
  await userEvent.click(toggle());
  await screen.findByRole('textbox', { name: NGO_REQUEST_LABELS.name });
}

async function fill(fields: Partial<NgoRequestFields>) {
  for (const [key, value] of Object.entries(fields) as [keyof NgoRequestFields, string][]) {
    await userEvent.clear(field(key));
    if (value) await userEvent.type(field(key), value);
  }
}

function values() {
  return Object.fromEntries(KEYS.map((key) => [key, (field(key) as HTMLInputElement).value]));
}

describe('NGO request form: layout', () => {
  it('is collapsed until opened, then offers the five required fields', async () => {
    await renderPage();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    // Not there, or there but hidden once another test has loaded its code.
    expect(screen.queryByRole('textbox', { name: NGO_REQUEST_LABELS.name })).toBeNull();

    await openForm();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    for (const key of KEYS) {
      expect(field(key)).toBeVisible();
      expect(field(key)).toBeRequired();
    }
    expect(field('description').tagName).toBe('TEXTAREA');
    expect(
      screen.queryByText('You will need to sign in to send a request.'),
    ).not.toBeInTheDocument();

    await userEvent.click(toggle());
    expect(field('name')).not.toBeVisible();
  });

  // Opened by its first key press, focus staying on its toggle as the form arrives:
  // ngo-form-deferred.spec.ts.
});

describe('NGO request form: sending', () => {
  it('tells a visitor up front that sending needs a sign-in; asks her to, goes to /auth and keeps what was typed for later', async () => {
    const page = await renderPage({});
    const { network, unmount } = page;
    await openForm();
    expect(screen.getByText('You will need to sign in to send a request.')).toBeVisible();
    await fill({ name: 'Sakhi Kendra', contact: '12345678' });
    await userEvent.click(submitButton());

    expect(await screen.findByText(MESSAGES.ngoRequestSignInRequired)).toBeInTheDocument();
    expect(screen.getByText(SIGN_IN_SCREEN)).toBeInTheDocument();
    expect(network.requestsTo('POST', REQUEST_PATH)).toEqual([]);

    // Back on Resources, signed in, the form opens with the draft.
    unmount();
    const signedIn = await page.openBrowser(HER_EMAIL);
    renderWithProviders(<ResourcesPage />, { ...RESOURCES_ROUTE, backend: signedIn.backend });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByLabelText(NGO_REQUEST_LABELS.name)).toHaveValue('Sakhi Kendra');
    expect(field('contact')).toHaveValue('12345678');
  });

  // Each empty field marked and described, the first focused: resources.spec.ts' journey.
  it('keeps the contact’s hint beside its refusal, and unmarks a field as it is filled', async () => {
    await renderPage();
    await openForm();
    await fill({ email: FILLED_NGO_REQUEST.email });
    await userEvent.click(submitButton());
    await waitFor(() => expect(field('name')).toHaveFocus());
    expect(field('contact')).toHaveAccessibleDescription(
      'Digits, spaces and + - ( ) only, at least 6 digits. Please fill in this field.',
    );

    await userEvent.type(field('name'), 'Sakhi');
    expect(field('name')).not.toHaveAttribute('aria-invalid');
    expect(field('name')).not.toHaveAccessibleDescription();
    expect(field('description')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a contact that is not a phone number, and an invalid e-mail', async () => {
    const { network } = await renderPage();
    await openForm();
    await fill({ ...FILLED_NGO_REQUEST, contact: 'call us' });
    await userEvent.click(submitButton());
    await waitFor(() => expect(field('contact')).toHaveFocus());
    expect(field('contact')).toHaveAttribute('aria-invalid', 'true');
    expect(field('contact')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the contact as a phone number with at least 6 digits.'),
    );

    await fill({ contact: FILLED_NGO_REQUEST.contact, email: 'help@sakhi' });
    await userEvent.click(submitButton());
    await waitFor(() => expect(field('email')).toHaveFocus());
    expect(field('email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('email')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.invalidEmail),
    );
    expect(field('contact')).not.toHaveAttribute('aria-invalid');
    expect(network.requestsTo('POST', REQUEST_PATH)).toEqual([]);
  });

  it('sends the trimmed fields, thanks the user, clears and closes the form', async () => {
    const page = await renderPage();
    const { network } = page;
    const held = network.hold('POST', REQUEST_PATH);
    await openForm();
    await fill({ ...FILLED_NGO_REQUEST, name: `  ${FILLED_NGO_REQUEST.name}  ` });
    await userEvent.click(submitButton());

    const sending = screen.getByRole('button', { name: 'Submitting...' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sending);
    held.releaseAll();

    expect(await screen.findByText(MESSAGES.ngoRequestSubmitted)).toBeInTheDocument();
    expect(network.requestsTo('POST', REQUEST_PATH)).toHaveLength(1);
    // Trimmed, as the request schema makes it (src/domain/ngo-request-input.test.ts).
    expect(network.requestsTo('POST', REQUEST_PATH)[0]?.body).toMatchObject(FILLED_NGO_REQUEST);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('keeps everything typed when sending fails', async () => {
    const { network } = await renderPage();
    network.fail('POST', REQUEST_PATH);
    await openForm();
    await fill(FILLED_NGO_REQUEST);
    await userEvent.click(submitButton());
    expect(await screen.findByText(MESSAGES.ngoRequestFailed)).toBeInTheDocument();
    expect(values()).toEqual(FILLED_NGO_REQUEST);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(submitButton()).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('asks to sign in again when the session has ended', async () => {
    const page = await renderPage();
    await openForm();
    await fill(FILLED_NGO_REQUEST);
    // Her session ends on the server (she signed out everywhere from her phone).
    const phone = await page.openBrowser(HER_EMAIL);
    await phone.backend.account.signOutEverywhere();
    await userEvent.click(submitButton());
    expect(await screen.findByText(MESSAGES.ngoRequestSignInRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(SIGN_IN_SCREEN)).toBeInTheDocument());
    expect(JSON.parse(sessionStorage.getItem('sahas.ngo-request-draft') ?? 'null')).toEqual(
      FILLED_NGO_REQUEST,
    );
  });
});
