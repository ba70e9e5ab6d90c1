// Fixture catalogues for the i18n script tests, written the way Lingui's PO format writes them.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface FixtureEntry {
  id: string;
  str?: string;
  context?: string;
  explicit?: boolean;
  fuzzy?: boolean;
  obsolete?: boolean;
}

const quote = (text: string) => JSON.stringify(text);

/** A PO file as Lingui writes it: header, then one block per message. */
export function poText(locale: string, entries: readonly FixtureEntry[]): string {
  const header = [
    'msgid ""',
    'msgstr ""',
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=utf-8\\n"',
    '"X-Generator: @lingui/cli\\n"',
    `"Language: ${locale}\\n"`,
  ];
  const blocks = entries.map((entry) => {
    const lines: string[] = [];
    if (entry.explicit) lines.push('#. js-lingui-explicit-id');
    lines.push('#: src/features/home/hero.tsx');
    if (entry.fuzzy) lines.push('#, fuzzy');
    const prefix = entry.obsolete ? '#~ ' : '';
    if (entry.context !== undefined) lines.push(`${prefix}msgctxt ${quote(entry.context)}`);
    lines.push(`${prefix}msgid ${quote(entry.id)}`, `${prefix}msgstr ${quote(entry.str ?? '')}`);
    return lines.join('\n');
  });
  return [header.join('\n'), ...blocks].join('\n\n') + '\n';
}

export type Fixture = Record<string, Record<string, readonly FixtureEntry[]>>;

/** Writes `<root>/<locale>/<area>.po` for every locale and area; returns the root. */
export async function writeFixture(fixture: Fixture): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'i18n-tools-'));
  for (const [locale, areas] of Object.entries(fixture)) {
    await mkdir(path.join(root, locale), { recursive: true });
    for (const [area, entries] of Object.entries(areas)) {
      await writeFile(path.join(root, locale, `${area}.po`), poText(locale, entries));
    }
  }
  return root;
}

export async function removeFixture(root: string): Promise<void> {
  await rm(root, { recursive: true, force: true });
}
