import { describe, expect, it } from 'vitest';
import { withLowPriorityScripts } from './vite-script-priority';

describe('withLowPriorityScripts', () => {
  it('asks for the entry script at low priority and leaves the rest of the page as it was', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<script type="application/json" id="x">{}</script></head>';
    expect(withLowPriorityScripts(html)).toBe(
      '<head><script type="module" crossorigin fetchpriority="low" src="/assets/index-1.js">' +
        '</script><script type="application/json" id="x">{}</script></head>',
    );
  });

  it('fails the build when Vite writes the script differently, instead of leaving it high', () => {
    expect(() => withLowPriorityScripts('<script type="module" src="/a.js"></script>')).toThrow(
      /no module script/,
    );
  });
});
