// Vitest globalSetup of the projects whose tests start the server as a process: they run the
// bundle of the source as it is now, built once per run before any of their files starts.
import { buildServerBundle } from './server-process';

export default function setup(): void {
  buildServerBundle();
}
