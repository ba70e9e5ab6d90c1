// What `use-sync-external-store/shim` gives SWR, from React itself: React 18 and later have
// useSyncExternalStore, so the shim's own copy (about 0.8 KB on every page) is not shipped.
// vite.config.ts points the shim's imports here.
export { useSyncExternalStore } from 'react';
