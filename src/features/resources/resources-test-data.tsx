// Test-only data and routes for the Resources tests: NGOs approved on the real server, kept
// copies of the directory, and the request form's fields.
import type { Ngo } from '@/domain/entities';
import type { NgoRequestFields } from '@/domain/ngo-request';
import type { NgoCategory } from '@/domain/vocabularies';
import { seedNgo } from '@/testing/seed';
import type { TestServer } from '@/testing/server-side';
import type { RenderWithProvidersOptions } from '@/testing/render-with-providers';

export const SIGN_IN_SCREEN = 'Sign-in screen';
export const ADMIN_EMAIL = 'admin@example.org';
export const HER_EMAIL = 'her@example.org';

/** The Resources page, and a stand-in for the sign-in screen it sends visitors to. */
export const RESOURCES_ROUTE = {
  route: '/resources',
  stubs: { '/auth': <p>{SIGN_IN_SCREEN}</p> },
} satisfies RenderWithProvidersOptions;

/** NGO `n`'s fields as requested: 'NGO 01', its contact and registration number. */
function ngoFields(n: number): NgoRequestFields {
  return {
    name: `NGO ${String(n).padStart(2, '0')}`,
    description: `Support organisation number ${n}.`,
    contact: `+91 11 2345 ${String(n).padStart(4, '0')}`,
    email: `ngo${n}@example.org`,
    registration_number: `REG-${n}`,
  };
}

export interface SeededNgo extends Partial<NgoRequestFields> {
  category?: NgoCategory;
}

/** NGO `n` (fields as `overrides` say) approved into the directory on the server. */
export function seedDirectoryNgo(
  server: TestServer,
  n: number,
  { category = 'General', ...overrides }: SeededNgo = {},
): Promise<Ngo> {
  return seedNgo(server, { ...ngoFields(n), ...overrides }, category);
}

/** NGOs 1 to `count`, approved in that order. */
export async function seedDirectory(server: TestServer, count: number): Promise<void> {
  for (let n = 1; n <= count; n++) await seedDirectoryNgo(server, n);
}

/** An NGO as the port answers it, for code given one (a filter, a kept copy): no server. */
export function ngoFixture(n: number, overrides: Partial<Ngo> = {}): Ngo {
  return {
    id: `ngo-${n}`,
    ...ngoFields(n),
    website: '',
    approved: true,
    category: 'General',
    approved_at: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString(),
    approved_by: 'admin@example.org',
    ...overrides,
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
