// The backend port contract (src/testing/port-contract.ts) for the HTTP adapter against the
// real server: on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. Review's cases with
// STORY_REVIEW=all run on a second server started so.
import { CONTRACT_ADMIN_EMAIL, describePortContract } from '@/testing/port-contract';
import { serverContractBackends } from '../testing/port-contract-backends';
import { setupTestServer } from '../testing/setup-test-server';

const server = setupTestServer({ adminEmails: [CONTRACT_ADMIN_EMAIL] });
const reviewing = setupTestServer({ adminEmails: [CONTRACT_ADMIN_EMAIL], storyReview: 'all' });

describePortContract('HTTP adapter against the real server', () => serverContractBackends(server), {
  reviewAll: () => serverContractBackends(reviewing),
});
