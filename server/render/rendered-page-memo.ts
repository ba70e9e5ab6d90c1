// The last render of each page a visitor asked for, reused while everything it was drawn from is
// the same. Every request still gets the current public answers (public-story-answers.ts checks
// the stories' version for each), and only when those answers (the exact text the page carries),
// the built page and her language and address all equal those of the kept render is that render
// sent again. A story hidden, withdrawn or erased changes the answers, so the very next page is
// drawn without it, whichever server process made the change. What renderToString and compression
// cost (most of a page's time) is then paid once per change of the answers rather than on every
// request.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A rendered page, as sent and compressed. */
export interface RenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The page compressed on first use of each encoding: a browser takes one of them, and a kept page
 * compresses once for all its readers.
 */
export function lazilyCompressed(html: Buffer): RenderedPage {
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    html,
    get br() {
      // Fast settings: quality 11 would cost a fresh page more than it saves.
      br ??= brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return br;
    },
    get gzip() {
      gzip ??= gzipSync(html, { level: 6 });
      return gzip;
    },
  };
}

/** What a render was drawn from: the same inputs draw the same page. */
export interface RenderInputs {
  /** Her language, the path and the address's query (her filters). */
  place: string;
  /** The page the build wrote, which the markup goes into. */
  template: string;
  /** The answers, as the JSON text the page carries. */
  answers: string;
}

interface Kept extends RenderInputs {
  page: RenderedPage;
  at: number;
}

export interface RenderedPageMemoOptions {
  /** Pages kept at most (the least recently asked goes first): addresses are hers to vary. */
  capacity: number;
  /**
   * How long a render is reused at most, in ms: the frame also shows the current year, which no
   * answer carries.
   */
  maxAgeMs: number;
  now?: () => number;
}

export const RENDERED_PAGE_MEMO: RenderedPageMemoOptions = { capacity: 64, maxAgeMs: 60_000 };

/** `pageOf(inputs, render)`: the kept page drawn from exactly `inputs`, else `render()`'s. */
export function renderedPageMemo(options: RenderedPageMemoOptions = RENDERED_PAGE_MEMO) {
  const { capacity, maxAgeMs, now = Date.now } = options;
  const kept = new Map<string, Kept>();
  return function pageOf(inputs: RenderInputs, render: () => string): RenderedPage {
    const found = kept.get(inputs.place);
    kept.delete(inputs.place);
    if (
      found &&
      found.answers === inputs.answers &&
      found.template === inputs.template &&
      now() - found.at < maxAgeMs
    ) {
      kept.set(inputs.place, found); // now the most recently asked
      return found.page;
    }
    const page = lazilyCompressed(Buffer.from(render()));
    kept.set(inputs.place, { ...inputs, page, at: now() });
    for (const place of kept.keys()) {
      if (kept.size <= capacity) break;
      kept.delete(place);
    }
    return page;
  };
}
