// The port contract for testimonials and NGOs: posting and listing testimonials, and an NGO's
// way from request to the directory, with what each reader may see of it.
import { describe, expect } from 'vitest';
import type { Ngo } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { CONTRACT_ADMIN_EMAIL } from '@/testing/port-contract-backends';
import { ANY_STRING } from '@/testing/expected';
import {
  expectRefusal,
  ngoRequest,
  UNKNOWN_ID,
  type ContractCase,
} from '@/testing/port-contract-helpers';

/** An NGO as readers other than admins receive it. */
function publicNgo(ngo: Ngo): Ngo {
  return { ...ngo, registration_number: '', approved_by: '' };
}

export function describeCommunityCases(test: ContractCase): void {
  describe('testimonials', () => {
    test('lists the latest ones, newest first, to everyone; only readers post', async (backends) => {
      const { backend, user } = await backends.user('writer');
      const first = await backend.testimonials.create('  First words.  ');
      expect(first).toEqual({
        id: ANY_STRING,
        content: 'First words.',
        author_id: ANY_STRING,
        created_at: ANY_STRING,
      });
      // Its own pseudonym, not her account id (nor the one of any story of hers).
      expect(first.author_id).not.toBe(user.id);
      for (let i = 0; i < LIMITS.testimonialsFetched; i += 1) {
        await backend.testimonials.create(`Quote ${i}`);
      }
      const visitor = backends.visitor();
      const latest = await visitor.testimonials.latest();
      expect(latest.map((testimonial) => testimonial.content)).toEqual(
        Array.from({ length: LIMITS.testimonialsFetched }, (_, i) => `Quote ${i}`).reverse(),
      );
      expect(await backend.testimonials.latest()).toEqual(latest);

      await expectRefusal(visitor.testimonials.create('Hello'), 'signInRequired');
      await expectRefusal(backend.testimonials.create(' '), 'testimonialRequired');
      expect(await visitor.testimonials.latest()).toEqual(latest);
    });
  });

  describe('NGOs', () => {
    test('runs request, approval with a category, rejection and deletion', async (backends) => {
      const { backend: asker, user } = await backends.user('asker');
      const { backend: admin } = await backends.admin();
      await asker.ngos.request(ngoRequest('Zeta Trust'));
      await asker.ngos.request(ngoRequest('alpha aid'));
      await asker.ngos.request(ngoRequest('Rejected'));

      const pending = await admin.admin.pendingRequests();
      expect(pending.map((request) => request.name)).toEqual([
        'Rejected',
        'alpha aid',
        'Zeta Trust',
      ]);
      expect(pending[0]).toEqual({
        id: ANY_STRING,
        ...ngoRequest('Rejected'),
        user_id: user.id,
        created_at: ANY_STRING,
        approved: false,
      });
      const idOf = (name: string) => pending.find((request) => request.name === name)?.id ?? '';

      const zeta = await admin.admin.approveRequest(idOf('Zeta Trust'), 'Shelter');
      expect(zeta).toEqual({
        id: ANY_STRING,
        ...ngoRequest('Zeta Trust'),
        website: '',
        approved: true,
        category: 'Shelter',
        approved_at: ANY_STRING,
        approved_by: CONTRACT_ADMIN_EMAIL,
      });
      const alpha = await admin.admin.approveRequest(idOf('alpha aid'), 'Legal Aid');
      await admin.admin.rejectRequest(idOf('Rejected'));
      expect(await admin.admin.pendingRequests()).toEqual([]);

      // The directory is by name; the registration number and the approver's e-mail are for
      // admins only.
      for (const reader of [backends.visitor(), asker]) {
        expect(await reader.ngos.approved()).toEqual([publicNgo(alpha), publicNgo(zeta)]);
      }
      expect(await admin.ngos.approved()).toEqual([alpha, zeta]);
      // The admin's list: newest approval first.
      expect(await admin.admin.approvedNgos()).toEqual([alpha, zeta]);

      await admin.admin.deleteNgo(zeta.id);
      expect(await backends.visitor().ngos.approved()).toEqual([publicNgo(alpha)]);
      expect(await admin.admin.approvedNgos()).toEqual([alpha]);
    });

    test('refuses incomplete requests, visitors and unknown ids', async (backends) => {
      const { backend: asker } = await backends.user('asker');
      const { backend: admin } = await backends.admin();
      const blank = { ...ngoRequest('Blank'), email: ' ' };
      await expectRefusal(asker.ngos.request(blank), 'ngoRequestIncomplete');
      const visitor = backends.visitor();
      await expectRefusal(visitor.ngos.request(ngoRequest('Anonymous')), 'signInRequired');
      expect(await admin.admin.pendingRequests()).toEqual([]);

      await expectRefusal(admin.admin.approveRequest(UNKNOWN_ID, 'General'), 'notFound');
      await expectRefusal(admin.admin.rejectRequest(UNKNOWN_ID), 'notFound');
      await expectRefusal(admin.admin.deleteNgo(UNKNOWN_ID), 'notFound');
      expect(await admin.admin.approvedNgos()).toEqual([]);
    });
  });
}
