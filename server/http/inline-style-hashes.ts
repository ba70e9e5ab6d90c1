// The Content Security Policy sources that let a page's own inline <style> elements apply (the
// build puts the main stylesheet in each page: scripts/vite-inline-stylesheet.ts), and nothing
// else inline: read once per page as the server loads the build, never from a request.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/** `'sha256-…'` of each distinct <style> element's text in `html`, in order of appearance. */
export function inlineStyleHashes(html: string | Buffer): string[] {
  const text = typeof html === 'string' ? html : html.toString('utf8');
  const hashes = [...text.matchAll(STYLE_ELEMENT)].map(
    ([, css = '']) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/**
 * The hashes of each built HTML file's inline styles, by the address the file itself is served at
 * (/index.html, /prerendered/hi/faqs.html): the service worker keeps the offline pages as these
 * files, and shows them offline with the policy they came with.
 */
export function builtFileStyleHashes(staticDir: string): Map<string, readonly string[]> {
  const found = new Map<string, readonly string[]>();
  for (const name of readdirSync(staticDir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.html')) continue;
    const hashes = inlineStyleHashes(readFileSync(join(staticDir, name)));
    if (hashes.length > 0) found.set(`/${name.split(sep).join('/')}`, hashes);
  }
  return found;
}
