// Test-only data for the admin page tests.
import type { Ngo, NgoRequest } from '@/domain/entities';
import type { ReportReason } from '@/domain/vocabularies';
import type { FakeBackend } from '@/testing/fake-backend';

/** Test-only: a pending request with readable defaults. */
export function makeRequest(n: number, overrides: Partial<NgoRequest> = {}): NgoRequest {
  return {
    id: `request-${n}`,
    name: `Requested NGO ${n}`,
    description: `What requested NGO ${n} does.`,
    contact: `+91 22 5555 ${String(n).padStart(4, '0')}`,
    email: `request${n}@example.org`,
    registration_number: `REQ-${n}`,
    user_id: `requester-${n}`,
    created_at: new Date(Date.UTC(2025, 1, 1) + n * 60_000).toISOString(),
    approved: false,
    ...overrides,
  };
}

/** Test-only: an approved NGO; NGO 1 is the newest approval. */
export function makeApprovedNgo(n: number, overrides: Partial<Ngo> = {}): Ngo {
  return {
    id: `ngo-${n}`,
    name: `Approved NGO ${n}`,
    description: `What approved NGO ${n} does.`,
    contact: `+91 11 4444 ${String(n).padStart(4, '0')}`,
    email: `ngo${n}@example.org`,
    website: '',
    registration_number: `REG-${n}`,
    approved: true,
    category: 'General',
    approved_at: new Date(Date.UTC(2025, 0, 1) - n * 60_000).toISOString(),
    approved_by: 'admin@example.org',
    ...overrides,
  };
}

/** Test-only: adds `count` reports to a stored story, from distinct users. */
export function report(backend: FakeBackend, storyId: string, count: number) {
  const reason: ReportReason = 'harassment';
  for (let i = 0; i < count; i++) {
    backend.db.reports.push({
      story_id: storyId,
      user_id: `reporter-${storyId}-${i}`,
      reason,
      reported_at: new Date(Date.UTC(2025, 2, 1) + i * 1000).toISOString(),
    });
  }
}
