// Layouts are written with logical directions (ms-/pe-/start-/text-start/border-s...), so a
// right-to-left language (ar-XB in CI, real ones later) mirrors the page by itself. A physical
// class such as `ml-2` or `left-3` stays on the same side in both directions and breaks it.
// A node test, not a web-project one: the web project empties every .css file it is asked to read.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STYLESHEET = 'src/index.css';

/** Every source file under src/ but tests, as repository-relative path → text. */
const SOURCES = new Map(
  readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => {
      const path = relative(ROOT, join(ROOT, 'src', file))
        .split('\\')
        .join('/');
      return [path, readFileSync(join(ROOT, path), 'utf8')] as const;
    }),
);
const CSS = readFileSync(join(ROOT, STYLESHEET), 'utf8');

/**
 * Justified physical classes, as `path: class`. Keep each one commented; a class not found any
 * more fails the test, so the list cannot go stale. A class under an `ltr:` or `rtl:` variant
 * needs no entry: it already says which direction it is for (the mirrored `rtl:-scale-x-100` of
 * arrow icons).
 */
const ALLOWED: ReadonlySet<string> = new Set<string>([
  // None today: the Quick exit centres itself with `inset-x-0 mx-auto w-fit`, which is the same
  // in both directions, instead of `left-1/2 -translate-x-1/2`.
]);

// A Tailwind length: 4, 0.5, 1/2, px, auto, full, an arbitrary [..] or a variable (--x) / (..).
const SIZE = String.raw`(?:\d+(?:\.\d+)?|\d+\/\d+|px|auto|full|screen|\[[^\]]+\]|\([^)]+\))`;
const COLOUR_OR_SIZE = String.raw`(?:${SIZE}|[a-z]+(?:-[a-z]+)*(?:-\d+)?(?:\/\d+)?)`;
const RADIUS = String.raw`(?:none|xs|sm|md|lg|xl|[2-4]xl|full|\[[^\]]+\]|\([^)]+\))`;

/** Utilities (variants stripped) that name a physical side, with what to write instead. */
const PHYSICAL: readonly RegExp[] = [
  new RegExp(String.raw`^-?(?:m|p)[lr]-${SIZE}$`), // ms-/me-, ps-/pe-
  new RegExp(String.raw`^-?(?:left|right)-${SIZE}$`), // inset-s-/inset-e- (start-/end- are deprecated)
  new RegExp(String.raw`^-?scroll-(?:m|p)[lr]-${SIZE}$`), // scroll-ms-/scroll-pe-...
  new RegExp(String.raw`^rounded-(?:[lr]|[tb][lr])(?:-${RADIUS})?$`), // rounded-s/-e/-ss/-ee...
  new RegExp(String.raw`^border-[lr](?:-${COLOUR_OR_SIZE})?$`), // border-s/-e
  /^(?:text|float|clear)-(?:left|right)$/, // text-start, float-start, clear-start
  /^origin-(?:top-|bottom-)?(?:left|right)$/, // no logical twin: pair with an rtl: variant
  /^bg-(?:gradient|linear)-to-(?:[tb]?[lr])$/, // no logical twin: pair with an rtl: variant
  new RegExp(String.raw`^-?translate-x-${SIZE}$`), // moves one way: pair with an rtl: variant
];

/** CSS declarations that name a physical side. */
const PHYSICAL_CSS =
  /(?:^|[\s;{])(?:(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)|border-(?:top|bottom)-(?:left|right)-radius|left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b/;

/** Inline styles in JSX that name a physical side. */
const PHYSICAL_STYLE =
  /\b(?:margin|padding|border|scrollMargin|scrollPadding)(?:Left|Right)\b|\b(?:textAlign|float)\s*:\s*['"](?:left|right)['"]/;

/**
 * The utility a class applies, without its variants (`sm:`, `[&_ul]:`, `lg:max-xl:`) and the
 * `!` of an important class; `null` when an `ltr:`/`rtl:` variant already settles the direction.
 */
function utilityOf(token: string): string | null {
  let depth = 0;
  let start = 0;
  const variants: string[] = [];
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      variants.push(token.slice(start, i));
      start = i + 1;
    }
  }
  if (variants.some((variant) => variant === 'rtl' || variant === 'ltr')) return null;
  return token.slice(start).replace(/^!|!$/g, '');
}

/** Physical classes and declarations in one file's text, as `line: token`. */
function physicalClasses(source: string, { css = false } = {}): string[] {
  return source.split('\n').flatMap((line, index) => {
    const found = line.split(/[\s'"`{}]+/).filter((token) => {
      const utility = utilityOf(token);
      return utility !== null && PHYSICAL.some((pattern) => pattern.test(utility));
    });
    const declaration = css ? PHYSICAL_CSS : PHYSICAL_STYLE;
    if (declaration.test(line)) found.push(line.trim());
    return found.map((token) => `${index + 1}: ${token}`);
  });
}

function offenders(): string[] {
  const code = [...SOURCES].flatMap(([path, source]) =>
    physicalClasses(source).map((hit) => `${path}:${hit}`),
  );
  const css = physicalClasses(CSS, { css: true }).map((hit) => `${STYLESHEET}:${hit}`);
  return [...code, ...css];
}

const withoutLine = (hit: string) => hit.replace(/:\d+: /, ': ');

describe('logical properties in src/', () => {
  it('reads every source file and the stylesheet', () => {
    expect(SOURCES.size).toBeGreaterThan(50);
    expect([...SOURCES.keys()]).toContain('src/components/ui/quick-exit-control.tsx');
    expect([...SOURCES.keys()].some((path) => path.endsWith('.test.ts'))).toBe(false);
    expect(CSS).toContain('@utility');
  });

  it('uses no physical direction outside the allow list', () => {
    expect(offenders().filter((hit) => !ALLOWED.has(withoutLine(hit)))).toEqual([]);
  });

  it('keeps no allowance that is not used any more', () => {
    const used = new Set(offenders().map(withoutLine));
    expect([...ALLOWED].filter((entry) => !used.has(entry))).toEqual([]);
  });

  it('would catch the classes it exists to stop', () => {
    const sample = [
      'className="mr-auto flex pl-6 -ml-3 sm:left-5 focus:left-2 right-0 text-left"',
      "'[&_ul]:pl-6 lg:max-xl:pr-[3px] rounded-r-xl rounded-tl border-l-4 border-r !pl-2 pr-2!'",
      '`fixed left-1/2 -translate-x-1/2 float-right origin-top-left bg-linear-to-r`',
    ].join('\n');
    expect(physicalClasses(sample).map((hit) => hit.replace(/^\d+: /, ''))).toEqual([
      'mr-auto',
      'pl-6',
      '-ml-3',
      'sm:left-5',
      'focus:left-2',
      'right-0',
      'text-left',
      '[&_ul]:pl-6',
      'lg:max-xl:pr-[3px]',
      'rounded-r-xl',
      'rounded-tl',
      'border-l-4',
      'border-r',
      '!pl-2',
      'pr-2!',
      'left-1/2',
      '-translate-x-1/2',
      'float-right',
      'origin-top-left',
      'bg-linear-to-r',
    ]);
    expect(physicalClasses('<p style={{ marginLeft: 8 }}>')).toHaveLength(1);
    expect(
      physicalClasses('a { margin-left: 1rem; text-align: right }', { css: true }),
    ).toHaveLength(1);
    expect(physicalClasses('a {\n  left: 0;\n}', { css: true })).toEqual(['2: left: 0;']);
  });

  it('lets logical classes, direction variants and prose through', () => {
    const fine = [
      'className="me-auto ps-6 -ms-3 sm:inset-s-5 inset-e-0 text-start rounded-e-xl border-s-4"',
      "'rtl:-scale-x-100 rtl:translate-x-1/2 ltr:left-2 rtl:[&_li]:float-left!'",
      "'inset-x-0 mx-auto px-4 space-x-2 -translate-y-1/2 top-1/2 border-b-4 rounded-t-lg'",
      '// A right-to-left stand-in; the text she left; { code: "mr", name: "Marathi" }',
      'const keys = { ArrowLeft: 1, ArrowRight: 2 }; border-brand-600 rounded-full',
    ].join('\n');
    expect(physicalClasses(fine)).toEqual([]);
    expect(
      physicalClasses('a { margin-inline-start: 1rem; text-align: start }', { css: true }),
    ).toEqual([]);
  });
});
