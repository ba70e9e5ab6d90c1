// The backend port's contract, written once against the port and run against both real
// backends: the HTTP adapter on the self-hosted server (server/stories/stories-contract.test.ts)
// and the Firebase adapter on the emulators (tests/firebase/contract.emulator.test.ts). What
// screens rely on, above all the kind and code of each refusal, is the same on both; the screens'
// own tests run on the first (src/testing/test-backend.ts).
import { describe } from 'vitest';
import type { MakeContractBackends, PortContractOptions } from '@/testing/port-contract-backends';
import { describeAccountCases } from '@/testing/port-contract-account';
import { describeCommunityCases } from '@/testing/port-contract-community';
import { contractCase } from '@/testing/port-contract-helpers';
import { describeMediaCases } from '@/testing/port-contract-media';
import { describeModerationCases } from '@/testing/port-contract-moderation';
import { describeReviewCases } from '@/testing/port-contract-review';
import { describeStoryCases } from '@/testing/port-contract-stories';
import { describeVaultCases } from '@/testing/port-contract-vault';

export {
  CONTRACT_ADMIN_EMAIL,
  CONTRACT_PASSWORD,
  type ContractAccount,
  type ContractAccountOptions,
  type ContractBackends,
  type MakeContractBackends,
  type PortContractOptions,
} from '@/testing/port-contract-backends';

/**
 * Registers the contract's tests under `backend port contract (name)`. `makeBackend` is called
 * at the start of each test, once the caller's own hooks have emptied the backend.
 */
export function describePortContract(
  name: string,
  makeBackend: MakeContractBackends,
  options: PortContractOptions = {},
): void {
  describe(`backend port contract (${name})`, () => {
    const test = contractCase(makeBackend);
    describeStoryCases(test);
    describeModerationCases(test);
    describeReviewCases(test, options.reviewAll && contractCase(options.reviewAll));
    describeCommunityCases(test);
    for (const [gap, why] of Object.entries(options.leaveOut ?? {})) {
      console.info(`Port contract: "${gap}" cases left out here: ${why}`);
    }
    describeAccountCases(test, {
      media: !options.leaveOut?.media,
      sessionsElsewhere: !options.leaveOut?.['sessions-elsewhere'],
    });
    // A block with no case fails the run, so media is left out whole.
    if (!options.leaveOut?.media) describeMediaCases(test);
    // Sealed attachments need a place to store files, as media do.
    describeVaultCases(test, { attachments: !options.leaveOut?.media });
  });
}
