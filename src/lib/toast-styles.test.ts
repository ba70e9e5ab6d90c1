import { describe, expect, it } from 'vitest';
import { type StyleWindow, installToastStyles } from './toast-styles';

/** A window with constructed stylesheets, recording what each sheet is given. */
function windowWithConstructedSheets() {
  const written: string[] = [];
  class FakeSheet {
    replaceSync(text: string) {
      written.push(text);
    }
  }
  const doc = { head: {}, adoptedStyleSheets: [] as unknown[] };
  const win = { CSSStyleSheet: FakeSheet, document: doc } as unknown as StyleWindow;
  return { win, doc, written };
}

describe('installToastStyles', () => {
  it("routes goober's CSS into an adopted, constructed stylesheet", () => {
    const { win, doc, written } = windowWithConstructedSheets();
    expect(installToastStyles(win)).toBe(true);
    expect(doc.adoptedStyleSheets).toHaveLength(1);
    const target = win._goober as { parentNode: unknown; firstChild: { data: string } };
    expect(target.parentNode).toBeTruthy(); // goober then never appends a <style> element
    target.firstChild.data = '.go1{color:red}';
    target.firstChild.data += '.go2{color:blue}';
    expect(target.firstChild.data).toBe('.go1{color:red}.go2{color:blue}');
    expect(written.at(-1)).toBe('.go1{color:red}.go2{color:blue}');
  });

  it('leaves goober alone where constructed stylesheets do not exist', () => {
    const win = { document: { head: {} } } as unknown as StyleWindow;
    expect(installToastStyles(win)).toBe(false);
    expect(win._goober).toBeUndefined();
  });
});
