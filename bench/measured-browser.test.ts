// The benchmarks' browser flags: Chromium reads only the last --disable-features, so the list
// must be one, holding chrome-launcher's features (Lighthouse's own launch) and ours.
import { Launcher } from 'chrome-launcher';
import { expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../tests/e2e/e2e-env';
import { HIDDEN_UI_FEATURES, measuredBrowserFlags } from './measured-browser';

const featuresOf = (flags: string[]) =>
  flags
    .filter((flag) => flag.startsWith('--disable-features='))
    .flatMap((flag) => flag.slice('--disable-features='.length).split(','));

it("disables chrome-launcher's features and the hidden omnibox UI in one --disable-features", () => {
  const flags = measuredBrowserFlags();
  expect(flags.filter((flag) => flag.startsWith('--disable-features='))).toHaveLength(1);
  const disabled = featuresOf(flags);
  const launchers = featuresOf(Launcher.defaultFlags());
  expect(launchers.length).toBeGreaterThan(0);
  for (const feature of [...launchers, ...HIDDEN_UI_FEATURES]) expect(disabled).toContain(feature);
  expect(new Set(disabled).size).toBe(disabled.length);
});

it("keeps the project's flags and chrome-launcher's others, headless", () => {
  const flags = measuredBrowserFlags();
  const others = Launcher.defaultFlags().filter((flag) => !flag.startsWith('--disable-features='));
  for (const flag of [...CHROMIUM_ARGS, ...others, '--headless=new']) expect(flags).toContain(flag);
});
