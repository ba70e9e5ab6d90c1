// react-hot-toast styles its toasts through goober, which writes CSS into an inline <style>
// element. The Content-Security-Policy (style-src 'self', no 'unsafe-inline') blocks that, so
// goober is handed a stand-in for its <style> element whose text goes into a constructed
// stylesheet (CSSOM, which the policy allows) instead. goober looks for `window._goober` before
// creating its own element. Browsers without constructed stylesheets (before Chrome 73 and
// Safari 16.4) keep goober's default: toasts still show, only without their default styles.

/** What goober uses of its <style> element: a parent (so it is not appended) and a text node. */
interface GooberTarget {
  parentNode: unknown;
  firstChild: { data: string };
}

/** The parts of a window used here (a parameter, so tests can hand in their own). */
export interface StyleWindow {
  document: Document;
  CSSStyleSheet?: typeof CSSStyleSheet;
  _goober?: unknown;
}

export function installToastStyles(win: StyleWindow = window): boolean {
  const doc = win.document;
  const Sheet = win.CSSStyleSheet;
  if (typeof Sheet !== 'function' || !('adoptedStyleSheets' in doc)) return false;
  const sheet = new Sheet();
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  let css = '';
  const target: GooberTarget = {
    parentNode: doc.head,
    firstChild: {
      get data() {
        return css;
      },
      set data(text: string) {
        css = text;
        sheet.replaceSync(text);
      },
    },
  };
  win._goober = target;
  return true;
}
