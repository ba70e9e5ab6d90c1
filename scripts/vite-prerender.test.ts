import { describe, expect, it } from 'vitest';
import { fillTemplate, preloadLinks } from './vite-prerender';

const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_copy-1.js'],
    dynamicImports: ['_quick-exit-1.js', '_react-dom-1.js', '_app-1.js'],
    css: ['assets/index-1.css'],
  },
  // The start's later steps, which the HTML links already (scripts/vite-start-chunks.ts).
  '_quick-exit-1.js': { file: 'assets/quick-exit-1.js', name: 'quick-exit' },
  '_react-dom-1.js': { file: 'assets/react-dom-1.js', name: 'react-dom' },
  '_app-1.js': { file: 'assets/app-1.js', name: 'app', imports: ['_react-dom-1.js'] },
  '_copy-1.js': { file: 'assets/copy-1.js' },
  '_use-load-1.js': { file: 'assets/use-load-1.js', imports: ['index.html', '_copy-1.js'] },
  'src/features/home/home-page.tsx': {
    file: 'assets/home-page-1.js',
    imports: ['index.html', '_app-1.js', '_copy-1.js', '_use-load-1.js'],
  },
  'src/components/ui/carousel.tsx': {
    file: 'assets/carousel-1.js',
    imports: ['_use-load-1.js'],
    css: ['assets/carousel-1.css'],
  },
};

describe('preloadLinks', () => {
  it('asks for a page’s chunks and what they import, once each, but not what the entry loads', () => {
    const links = preloadLinks(
      MANIFEST,
      ['src/features/home/home-page.tsx', 'src/components/ui/carousel.tsx'],
      '/',
    );
    expect(links).toBe(
      '<link rel="preload" as="style" crossorigin href="/assets/carousel-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/use-load-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/carousel-1.js">',
    );
  });

  it('leaves out the start’s later steps, which the HTML links already', () => {
    const links = preloadLinks(MANIFEST, ['src/features/home/home-page.tsx'], '/');
    expect(links).not.toMatch(/quick-exit-1|react-dom-1|app-1/);
    expect(links).toContain('/assets/home-page-1.js');
  });

  it('fails the build when a page names a source no chunk comes from', () => {
    expect(() => preloadLinks(MANIFEST, ['src/features/gone/gone-page.tsx'], '/')).toThrow(
      /no chunk for src\/features\/gone\/gone-page\.tsx/,
    );
  });
});

describe('fillTemplate', () => {
  it('puts the markup in #root, the title in <title> (escaped) and the links in <head>', () => {
    const template =
      '<html><head><title>Sahas</title></head><body><div id="root"></div></body></html>';
    expect(fillTemplate(template, '<h1>Hi</h1>', 'Stories & <more>', '<link rel="x">')).toBe(
      '<html lang="en" dir="ltr"><head><title>Stories &amp; &lt;more&gt;</title>' +
        '<link rel="x"></head><body><div id="root"><h1>Hi</h1></div></body></html>',
    );
  });

  it('says the page’s language and direction on <html>, replacing the template’s', () => {
    const template =
      '<html lang="en"><head><title>Sahas</title></head><body><div id="root"></div></body></html>';
    const html = fillTemplate(template, '<p>नमस्ते</p>', 'कहानियाँ', '', { lang: 'hi', dir: 'ltr' });
    expect(html.startsWith('<html lang="hi" dir="ltr"><head><title>कहानियाँ</title>')).toBe(true);
    expect(html).not.toContain('lang="en"');
  });

  it('refuses a template without #root or <html>', () => {
    expect(() => fillTemplate('<html><body></body></html>', '', 't')).toThrow(/id="root"/);
    expect(() => fillTemplate('<div id="root"></div>', '', 't')).toThrow(/<html>/);
  });
});
