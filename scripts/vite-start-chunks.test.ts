import { describe, expect, it } from 'vitest';
import { type ModuleLinks, startSteps } from './vite-start-chunks';

// index.html names main.tsx, which imports i18n and react, then react-dom/client and the app in
// turn; the app imports react and react-dom too, and Home shares the card with it.
const GRAPH: Record<string, Partial<ModuleLinks>> = {
  'index.html': { importedIds: ['main.tsx'] },
  'main.tsx': {
    importedIds: ['i18n.ts', 'react'],
    dynamicallyImportedIds: ['react-dom/client', 'start-app.tsx'],
  },
  // A dynamic import below the page's script is not a step: the catalogues load on their own.
  'i18n.ts': { importedIds: ['react'], dynamicallyImportedIds: ['catalogue.po'] },
  react: {},
  'react-dom/client': { importedIds: ['react', 'react-dom', 'scheduler'] },
  'react-dom': { importedIds: ['react'] },
  scheduler: {},
  'start-app.tsx': { importedIds: ['react', 'react-dom/client', 'app.tsx'] },
  'app.tsx': { importedIds: ['react-dom', 'i18n.ts', 'card.tsx'] },
  'home-page.tsx': { importedIds: ['card.tsx', 'carousel.tsx'] },
  'card.tsx': { importedIds: ['react'] },
  'carousel.tsx': {},
};

const linksOf = (id: string): ModuleLinks | null => {
  const links = GRAPH[id];
  return links
    ? {
        importedIds: links.importedIds ?? [],
        dynamicallyImportedIds: links.dynamicallyImportedIds ?? [],
      }
    : null;
};

describe('startSteps', () => {
  it('gives each step what it imports and no earlier step has, Home’s graph in the last', () => {
    const steps = startSteps(['index.html'], linksOf, ['home-page.tsx']);
    expect(steps.map((step) => [...step].sort())).toEqual([
      ['i18n.ts', 'index.html', 'main.tsx', 'react'],
      ['react-dom', 'react-dom/client', 'scheduler'],
      ['app.tsx', 'card.tsx', 'carousel.tsx', 'home-page.tsx', 'start-app.tsx'],
    ]);
  });

  it('puts no module in two steps, whatever the order of the imports', () => {
    const steps = startSteps(['index.html'], linksOf, ['home-page.tsx']);
    const all = steps.flatMap((step) => [...step]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('has one step only when the page’s script imports nothing dynamically', () => {
    const steps = startSteps(
      ['main.tsx'],
      (id) =>
        id === 'main.tsx' ? { importedIds: ['react'], dynamicallyImportedIds: [] } : linksOf(id),
      [],
    );
    expect(steps.map((step) => [...step].sort())).toEqual([['main.tsx', 'react']]);
  });
});
