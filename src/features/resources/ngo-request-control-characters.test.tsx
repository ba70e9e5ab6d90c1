import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import type { NgoRequestFields } from '@/domain/ngo-request';
import ResourcesPage from '@/features/resources/resources-page';
import {
  FILLED_NGO_REQUEST,
  NGO_REQUEST_LABELS,
  RESOURCES_ROUTE,
} from '@/features/resources/resources-test-data';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';

const KEYS = Object.keys(NGO_REQUEST_LABELS) as (keyof NgoRequestFields)[];

function field(key: keyof NgoRequestFields) {
  return screen.getByLabelText(NGO_REQUEST_LABELS[key]);
}

async function setup(fields: NgoRequestFields) {
  const backend = createFakeBackend({ user: SIGNED_IN_USER });
  renderWithProviders(<ResourcesPage />, { ...RESOURCES_ROUTE, backend });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Ask us to list an NGO' }));
  for (const key of KEYS) {
    await user.click(field(key));
    await user.paste(fields[key]);
  }
  await user.click(screen.getByRole('button', { name: 'Submit Request' }));
  return backend;
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
  it.each(KEYS)('refuses a NUL in the %s before sending, and focuses it', async (key) => {
    const value = `${FILLED_NGO_REQUEST[key].slice(0, 2)}\u0000${FILLED_NGO_REQUEST[key].slice(2)}`;
    const backend = await setup({ ...FILLED_NGO_REQUEST, [key]: value });
    await waitFor(() => expect(field(key)).toHaveFocus());
    expectRefused(key);
    expect(field(key)).toHaveValue(value);
    expect(backend.callCount('ngos.request')).toBe(0);
  });

  it('refuses a C1 control and a tab inside a one-line field', async () => {
    const backend = await setup({ ...FILLED_NGO_REQUEST, registration_number: 'MH\t2019\u0085' });
    await waitFor(() => expect(field('registration_number')).toHaveFocus());
    expectRefused('registration_number');
    expect(backend.callCount('ngos.request')).toBe(0);
  });

  it('sends a description with line breaks and tabs', async () => {
    const description = 'Legal help.\n\tCounselling on weekdays.';
    const backend = await setup({ ...FILLED_NGO_REQUEST, description });
    expect(await screen.findByText(MESSAGES.ngoRequestSubmitted)).toBeInTheDocument();
    expect(backend.callsTo('ngos.request')[0]?.args).toEqual([
      { ...FILLED_NGO_REQUEST, description },
    ]);
  });
});
