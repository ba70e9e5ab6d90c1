// Test-only: the admin dashboard on the real server, signed in as an onboarded admin, and the
// requests and NGOs it reviews, seeded through the server's own functions.
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Ngo, NgoRequest } from '@/domain/entities';
import type { NgoCategory } from '@/domain/vocabularies';
import { seedNgo, seedNgoRequest } from '@/testing/seed';
import type { TestServer } from '@/testing/server-side';
import { startTestBackend, type StartTestBackendOptions } from '@/testing/test-backend';

export const ADMIN_EMAIL = 'admin@example.org';

/** An onboarded admin's browser on a new server; `signedIn` may name a reader instead. */
export function startAdminBackend(options: StartTestBackendOptions = {}) {
  return startTestBackend({ signedIn: ADMIN_EMAIL, admin: true, ...options });
}

/** Request `n` to list an NGO, waiting for review; seed 1 first, so the highest is the newest. */
export function seedRequest(server: TestServer, n: number): Promise<NgoRequest> {
  return seedNgoRequest(server, {
    name: `Requested NGO ${n}`,
    description: `What requested NGO ${n} does.`,
    contact: `+91 22 5555 ${String(n).padStart(4, '0')}`,
    email: `request${n}@example.org`,
    registration_number: `REQ-${n}`,
  });
}

/** NGO `n`, requested and approved now (the latest approval lists first). */
export function seedApprovedNgo(
  server: TestServer,
  n: number,
  category: NgoCategory = 'General',
): Promise<Ngo> {
  return seedNgo(
    server,
    {
      name: `Approved NGO ${n}`,
      description: `What approved NGO ${n} does.`,
      contact: `+91 11 4444 ${String(n).padStart(4, '0')}`,
      email: `ngo${n}@example.org`,
      registration_number: `REG-${n}`,
    },
    category,
  );
}

/** Waits until the dashboard shows with its lists, in English or in Hindi. */
export async function waitForAdminData(language: 'en' | 'hi' = 'en') {
  const [heading, loading] =
    language === 'en'
      ? ['Admin Dashboard', 'Loading admin data...']
      : ['एडमिन डैशबोर्ड', 'एडमिन का डेटा लोड हो रहा है...'];
  await screen.findByRole('heading', { level: 1, name: heading });
  await waitFor(() => expect(screen.queryByText(loading)).not.toBeInTheDocument());
}

/** The section headed `name`. */
export function adminSection(name: string) {
  return screen.getByRole('region', { name });
}

/** The titles of the cards in a section, in order. */
export function cardTitles(name: string) {
  return within(adminSection(name))
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
}
