// A kept render is sent again only when it was drawn from exactly the inputs of this request.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RenderInputs, renderedPageMemo } from './rendered-page-memo';

/** A stand-in render that writes down what it was drawn from. */
const drawn = (inputs: RenderInputs) => JSON.stringify(inputs);

const inputs = fc.record({
  place: fc.constantFrom('en /', 'hi /', 'en /stories', 'en /stories?sort=likes'),
  template: fc.constantFrom('<built en>', '<built hi>'),
  answers: fc.constantFrom('{"stories":[1,2]}', '{"stories":[1]}', '{"stories":[]}'),
});

describe('a kept render', () => {
  it('is only ever sent for the inputs it was drawn from, however requests and time interleave', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(inputs, fc.integer({ min: 0, max: 40 })), { maxLength: 60 }),
        (requests) => {
          let clock = 0;
          const pageOf = renderedPageMemo({ capacity: 3, maxAgeMs: 100, now: () => clock });
          for (const [asked, wait] of requests) {
            clock += wait;
            const page = pageOf(asked, () => drawn(asked));
            expect(page.html.toString()).toBe(drawn(asked));
          }
        },
      ),
    );
  });

  it('is drawn once while its inputs stay the same, and again when any of them changes', () => {
    let clock = 0;
    let renders = 0;
    const pageOf = renderedPageMemo({ capacity: 2, maxAgeMs: 1000, now: () => clock });
    const render = (asked: RenderInputs) => () => {
      renders += 1;
      return drawn(asked);
    };
    const home = { place: 'en /', template: '<built>', answers: '[1,2]' };

    const first = pageOf(home, render(home));
    expect(pageOf({ ...home }, render(home))).toBe(first);
    expect(renders).toBe(1);

    pageOf({ ...home, answers: '[1]' }, render(home)); // a story gone
    pageOf({ ...home, answers: '[1]' }, render(home));
    expect(renders).toBe(2);
    pageOf({ ...home, answers: '[1]', template: '<rebuilt>' }, render(home));
    expect(renders).toBe(3);

    clock += 1000; // too old: the frame's year may have turned
    pageOf({ ...home, answers: '[1]', template: '<rebuilt>' }, render(home));
    expect(renders).toBe(4);
  });

  it('keeps at most `capacity` pages, the least recently asked going first', () => {
    let renders = 0;
    const pageOf = renderedPageMemo({ capacity: 2, maxAgeMs: 1000, now: () => 0 });
    const ask = (place: string) =>
      pageOf({ place, template: '', answers: '' }, () => {
        renders += 1;
        return place;
      });

    ask('a');
    ask('b');
    ask('a'); // now b is the least recently asked
    ask('c'); // b goes
    expect(renders).toBe(3);
    ask('a');
    expect(renders).toBe(3);
    ask('b');
    expect(renders).toBe(4);
  });

  it('is compressed once per encoding, on first use, to the same page', () => {
    let renders = 0;
    const pageOf = renderedPageMemo({ capacity: 2, maxAgeMs: 1000, now: () => 0 });
    const home = { place: 'en /', template: '', answers: '' };
    const render = () => {
      renders += 1;
      return '<p>Finding my voice again</p>'.repeat(50);
    };
    const page = pageOf(home, render);
    const again = pageOf(home, render);

    expect(brotliDecompressSync(page.br).toString()).toBe(page.html.toString());
    expect(gunzipSync(again.gzip).toString()).toBe(page.html.toString());
    expect(again.br).toBe(page.br);
    expect(renders).toBe(1);
  });
});
