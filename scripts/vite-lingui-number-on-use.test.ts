// The Lingui plugin spares a plural message that shows no '#' its Intl.NumberFormat, and writes
// every message as the published package does: a real bundle of @lingui/core, as a build makes it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { I18n } from '@lingui/core';
import { build, type Plugin as RolldownPlugin } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';
import { numberFormatsMade } from '@/testing/number-formats-made';
import { linguiNumberOnUse } from './vite-lingui-number-on-use';

const LINGUI_CORE = fileURLToPath(
  new URL('../node_modules/@lingui/core/dist/index.mjs', import.meta.url),
);
const folder = await mkdtemp(join(tmpdir(), 'sahas-lingui-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

/** @lingui/core bundled whole (with or without the plugin) and imported. */
async function linguiBuilt(
  name: string,
  plugins: RolldownPlugin[],
): Promise<{ setupI18n: () => I18n }> {
  const result = await build({
    input: LINGUI_CORE,
    write: false,
    logLevel: 'silent',
    plugins,
    output: { format: 'esm' },
  });
  const file = join(folder, `${name}.mjs`);
  await writeFile(file, result.output[0].code);
  return import(pathToFileURL(file).href) as Promise<{ setupI18n: () => I18n }>;
}

const MESSAGES = {
  counted: '{count, plural, one {# story} other {# stories}}',
  written: '{count, plural, one {One story} other {{shown} stories}}',
};

function ready(lingui: { setupI18n: () => I18n }, locale: string): I18n {
  const i18n = lingui.setupI18n();
  i18n.load(locale, MESSAGES);
  i18n.activate(locale);
  return i18n;
}

describe('linguiNumberOnUse', () => {
  it('formats a count only for a message that shows it, and writes every message the same', async () => {
    const plain = await linguiBuilt('plain', []);
    const patched = await linguiBuilt('patched', [linguiNumberOnUse()]);
    const texts = (i18n: I18n) =>
      [1, 2, 1234].flatMap((count) => [
        i18n._('written', { count, shown: `(${count})` }),
        i18n._('counted', { count }),
      ]);
    expect(texts(ready(patched, 'en'))).toEqual(texts(ready(plain, 'en')));
    expect(texts(ready(patched, 'en'))).toContain('1,234 stories');

    // In a language neither has written a number in yet (Lingui keeps one formatter for each).
    const withoutCount = (i18n: I18n) => () => i18n._('written', { count: 5, shown: '5' });
    expect(numberFormatsMade(withoutCount(ready(plain, 'hi')))).toBe(1);
    expect(numberFormatsMade(withoutCount(ready(patched, 'hi')))).toBe(0);
    expect(numberFormatsMade(() => ready(patched, 'hi')._('counted', { count: 5 }))).toBe(1);
  });

  it('fails the build when Lingui no longer has the code it changes', () => {
    const plugin = linguiNumberOnUse() as unknown as {
      transform: { handler: (code: string, id: string) => unknown };
    };
    expect(() => plugin.transform.handler('export const x = 1;', LINGUI_CORE)).toThrow(
      /replaceOctothorpe has changed/,
    );
  });
});
