// Loads the build's server-side renderer (src/app/render-entry.tsx, built into dist-render/ by
// scripts/vite-prerender.ts) and fetches the chunks of the pages it renders once, at start.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RealLocale } from '@/i18n/locales';
import type { ServedData } from '@/lib/data-layer/served-data-format';
import { RENDER_ENTRY_FILE } from '@/lib/prerender-format';
import { log } from '../logging/logger';

/** What src/app/render-entry.tsx exports for the server. */
export interface RenderEntry {
  warmUp(paths: readonly string[]): Promise<void>;
  renderServed(path: string, search: string, locale: RealLocale, served: ServedData): string;
}

/** The renderer in `renderDir`, ready for `paths`; null when the build has none (API tests). */
export async function loadRenderEntry(
  renderDir: string,
  paths: readonly string[],
): Promise<RenderEntry | null> {
  const file = join(renderDir, RENDER_ENTRY_FILE);
  if (!existsSync(file)) {
    log.warn('No server-side renderer built: Home and Stories are sent without their stories.');
    return null;
  }
  const entry = (await import(pathToFileURL(file).href)) as RenderEntry;
  await entry.warmUp(paths);
  return entry;
}
