import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import type { NgoRequestFields } from '@/domain/ngo-request';
import ResourcesPage from '@/features/resources/resources-page';
import {
  ADMIN_EMAIL,
  FILLED_NGO_REQUEST,
  HER_EMAIL,
  NGO_REQUEST_LABELS,
  RESOURCES_ROUTE,
} from '@/features/resources/resources-test-data';

const REQUEST_PATH = '/api/ngos/requests';
import { renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend } from '@/testing/test-backend';

const KEYS = Object.keys(NGO_REQUEST_LABELS) as (keyof NgoRequestFields)[];

function field(key: keyof NgoRequestFields) {
  return screen.getByLabelText(NGO_REQUEST_LABELS[key]);
}

async function setup(fields: NgoRequestFields) {
  const started = await startTestBackend({ signedIn: HER_EMAIL, adminEmails: [ADMIN_EMAIL] });
  renderWithProviders(<ResourcesPage />, { ...RESOURCES_ROUTE, backend: started.backend });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Ask us to list an NGO' }));
  for (const key of KEYS) {
    await user.click(field(key));
    await user.paste(fields[key]);
  }
  await user.click(screen.getByRole('button', { name: 'Submit Request' }));
  return started;
}

/** The field is marked, says why, and the toast says so too. */
function expectRefused(key: keyof NgoRequestFields) {
  expect(field(key)).toHaveAttribute('aria-invalid', 'true');
  expect(field(key)).toHaveAccessibleDescription(
    expect.stringContaining(MESSAGES.textHasControlCharacters),
  );
  expect(screen.getAllByText(MESSAGES.textHasControlCharacters)).toHaveLength(2);
}

beforeEach(() => sessionStorage.clear());

describe('NGO request form: hidden control characters', () => {
  // The schema's own tests refuse them in every field; here, what the form does with it.
  it('refuses a NUL before sending, focuses the field and keeps what she typed', async () => {
    const value = 'Sa\u0000khi Kendra';
    const { network } = await setup({ ...FILLED_NGO_REQUEST, name: value });
    await waitFor(() => expect(field('name')).toHaveFocus());
    expectRefused('name');
    expect(field('name')).toHaveValue(value);
    expect(network.requestsTo('POST', REQUEST_PATH)).toEqual([]);
  });

  it('refuses a C1 control and a tab inside a one-line field', async () => {
    const { network } = await setup({
      ...FILLED_NGO_REQUEST,
      registration_number: 'MH\t2019\u0085',
    });
    await waitFor(() => expect(field('registration_number')).toHaveFocus());
    expectRefused('registration_number');
    expect(network.requestsTo('POST', REQUEST_PATH)).toEqual([]);
  });

  it('sends a description with line breaks and tabs', async () => {
    const description = 'Legal help.\n\tCounselling on weekdays.';
    const started = await setup({ ...FILLED_NGO_REQUEST, description });
    expect(await screen.findByText(MESSAGES.ngoRequestSubmitted)).toBeInTheDocument();
    const admin = await started.openBrowser(ADMIN_EMAIL);
    expect(await admin.backend.admin.pendingRequests()).toEqual([
      expect.objectContaining({ ...FILLED_NGO_REQUEST, description }),
    ]);
  });
});
