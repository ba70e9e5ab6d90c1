// Vitest globalSetup of the projects whose tests start the server as a process: they run the
// bundle of the source as it is now, built before any of their files starts.
import type { TestProject } from 'vitest/node';
import { buildServerBundle, buildServerBundleOnce } from './server-process';

export default function setup(project: TestProject): void {
  // Several projects name this setup; they run in one process, so one build serves them all.
  if (!buildServerBundleOnce()) return;
  // In watch mode, each rerun starts servers from the source as it is then.
  project.onTestsRerun(() => buildServerBundle());
}
