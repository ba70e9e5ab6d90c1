// What a server-rendered page carries for the data layer (served-data.ts): read by the server
// (server/render/) too, so it imports nothing that runs.
import type { DataKey } from '@/lib/data-layer/data-keys';

/** The element holding the page's answers. */
export const SERVED_DATA_ELEMENT_ID = 'served-data';

/** What a page was drawn with: each query's answer, by the key the page's hook asks it under. */
export interface ServedData {
  /** useSWR queries: the key and the answer the fetcher would give. */
  queries: { key: DataKey; data: unknown }[];
  /** useSWRInfinite lists: the first page's key and that page. */
  firstPages: { key: DataKey; page: unknown }[];
}
