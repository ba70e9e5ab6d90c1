// Shared by the fake model server, the Playwright config and the helpers spec.

/** A story containing this makes the fake model server answer 500. */
export const FAKE_LLM_FAIL_TRIGGER = 'FAIL-UPSTREAM';

/** Beside the app's port, far from the other runs' ports (4101-4105, 4173). */
export function fakeLlmPort(appPort: number): number {
  return Number(process.env.E2E_LLM_PORT ?? appPort + 10_000);
}
