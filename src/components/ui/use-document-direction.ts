import { useSyncExternalStore } from 'react';

export type TextDirection = 'ltr' | 'rtl';

function read(): TextDirection {
  return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

// `<html dir>` changes with the interface language; watching the attribute keeps this free of
// the i18n code and right whoever sets it.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

/**
 * The page's text direction, for the few widgets that position things in script (CSS follows
 * `dir` by itself). Left to right where there is no DOM.
 */
export function useDocumentDirection(): TextDirection {
  return useSyncExternalStore(subscribe, read, () => 'ltr');
}
