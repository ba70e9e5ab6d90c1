import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
// The build's prerendered pages, and the first render over them, assume a connection.
const onlineWhenPrerendered = () => true;

/** Whether the phone says it has a connection; changes as it comes and goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onlineWhenPrerendered);
}
