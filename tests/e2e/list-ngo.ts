// An NGO asked for on Resources, and an approved NGO in the directory, as a reader's request and
// the admin's approval make one (by the API: only for specs of the `admin` project, the admin
// account being onboarded before them).
import { type Locator, request } from '@playwright/test';
import { APP_ORIGIN, SAME_ORIGIN } from './e2e-env';
import { expect } from './fixtures';
import { ADMIN_EMAIL, apiSession, signInViaApi } from './session';

export interface ListedNgo {
  name: string;
  registrationNumber: string;
  /** The phone number on its card; a spec that checks the card's call link names its own. */
  contact?: string;
}

/** Fills every field of the request form on Resources (`form`) for an NGO named `name`. */
export async function fillNgoRequest(form: Locator, name: string, registration = 'MH/2019/0042') {
  await form.getByLabel('Organisation name').fill(name);
  await form.getByLabel('What the organisation does').fill(`Legal help for survivors, by ${name}`);
  await form.getByLabel('Contact phone number').fill('+91 98765 43210');
  await form.getByLabel('Organisation email').fill('help@sakhi.example.org');
  await form.getByLabel('Registration number').fill(registration);
}

/** A fresh reader asks, as the form on Resources does, for `ngo` to be listed. */
export async function requestNgoViaApi(ngo: ListedNgo): Promise<void> {
  const reader = await apiSession('ngo-request');
  const requested = await reader.post('/api/ngos/requests', {
    data: {
      name: ngo.name,
      description: `Free legal advice for women, run by ${ngo.name}.`,
      contact: ngo.contact ?? '+91 22 5555 0148',
      email: 'help@listed-ngo.example.org',
      registration_number: ngo.registrationNumber,
    },
  });
  await reader.dispose();
  expect(requested.status()).toBe(201);
}

/** Lists `ngo` in `category`; its registration number is for admins' eyes only. */
export async function listNgo(ngo: ListedNgo, category = 'Legal Aid'): Promise<void> {
  await requestNgoViaApi(ngo);
  const admin = await request.newContext({ baseURL: APP_ORIGIN, extraHTTPHeaders: SAME_ORIGIN });
  try {
    await signInViaApi(admin, ADMIN_EMAIL);
    const pending = (await (await admin.get('/api/admin/ngos/requests')).json()) as {
      id: string;
      name: string;
    }[];
    const id = pending.find((candidate) => candidate.name === ngo.name)?.id;
    expect(id, 'the request is pending').toBeTruthy();
    const approved = await admin.post(`/api/admin/ngos/requests/${id}/approve`, {
      data: { category },
    });
    expect(approved.status()).toBe(201);
  } finally {
    await admin.dispose();
  }
}
