// Test-only data and routes for the Resources tests.
import type { BackendPort } from '@/backend/port';
import type { Ngo } from '@/domain/entities';
import type { NgoRequestFields } from '@/domain/ngo-request';
import type { NgoCategory } from '@/domain/vocabularies';
import type { FakeBackend } from '@/testing/fake-backend';
import type { RenderWithProvidersOptions } from '@/testing/render-with-providers';

export const SIGN_IN_SCREEN = 'Sign-in screen';

/** The Resources page, and a stand-in for the sign-in screen it sends visitors to. */
export const RESOURCES_ROUTE = {
  route: '/resources',
  stubs: { '/auth': <p>{SIGN_IN_SCREEN}</p> },
} satisfies RenderWithProvidersOptions;

/** Test-only: an approved NGO with readable defaults; `n` makes names and ids distinct. */
export function makeNgo(n: number, overrides: Partial<Ngo> = {}): Ngo {
  const category: NgoCategory = 'General';
  return {
    id: `ngo-${n}`,
    name: `NGO ${String(n).padStart(2, '0')}`,
    description: `Support organisation number ${n}.`,
    contact: `+91 11 2345 ${String(n).padStart(4, '0')}`,
    email: `ngo${n}@example.org`,
    website: '',
    registration_number: `REG-${n}`,
    approved: true,
    category,
    approved_at: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString(),
    approved_by: 'admin@example.org',
    ...overrides,
  };
}

/**
 * Test-only: the fake backend with `ngos.approved` answering `ngos` in the given order, unsorted,
 * so a test can see the page sort by name itself.
 */
export function withUnsortedDirectory(backend: FakeBackend, ngos: Ngo[]): BackendPort {
  return {
    ...backend,
    ngos: {
      ...backend.ngos,
      approved: async () => {
        await backend.ngos.approved();
        return ngos.map((ngo) => ({ ...ngo }));
      },
    },
  };
}

/** A complete NGO request, as a person would fill it in. */
export const FILLED_NGO_REQUEST: NgoRequestFields = {
  name: 'Sakhi Kendra',
  description: 'Legal help and counselling for survivors',
  contact: '+91 98765 43210',
  email: 'help@sakhi.example.org',
  registration_number: 'MH/2019/0042',
};

/** Each NGO request field's label, to find it by. */
export const NGO_REQUEST_LABELS: Record<keyof NgoRequestFields, string> = {
  name: 'Organisation name',
  description: 'What the organisation does',
  contact: 'Contact phone number',
  email: 'Organisation email',
  registration_number: 'Registration number',
};
