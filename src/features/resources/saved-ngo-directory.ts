// The NGO directory the service worker kept (a visitor's copy, with the time it was fetched), for
// Resources with no connection. Read from the page, so Resources knows it shows a saved list and
// can say since when.
import type { Ngo } from '@/domain/entities';
import {
  NGO_DIRECTORY_CACHE,
  NGO_DIRECTORY_PATH,
  SAVED_AT_HEADER,
} from '@/lib/service-worker-rules';

export interface SavedNgoDirectory {
  ngos: Ngo[];
  savedAt: Date;
}

const TEXT_FIELDS = ['id', 'name', 'description', 'contact', 'email', 'website', 'category'];

/** One kept entry as an NGO, or null when it is not one; admin-only fields are always blank. */
function savedNgo(value: unknown): Ngo | null {
  if (!value || typeof value !== 'object') return null;
  const entry = value as Record<string, unknown>;
  if (!TEXT_FIELDS.every((field) => typeof entry[field] === 'string')) return null;
  const text = (field: string) => entry[field] as string;
  return {
    id: text('id'),
    name: text('name'),
    description: text('description'),
    contact: text('contact'),
    email: text('email'),
    website: text('website'),
    category: text('category'),
    approved: true,
    approved_at: typeof entry.approved_at === 'string' ? entry.approved_at : '',
    registration_number: '',
    approved_by: '',
  };
}

/** The kept copy, or null when there is none (no service worker, Firebase, Quick exit). */
export async function readSavedNgoDirectory(): Promise<SavedNgoDirectory | null> {
  if (typeof window === 'undefined' || !('caches' in window)) return null;
  // `has` first: opening a cache that does not exist would create it.
  if (!(await window.caches.has(NGO_DIRECTORY_CACHE))) return null;
  const cache = await window.caches.open(NGO_DIRECTORY_CACHE);
  const response = await cache.match(NGO_DIRECTORY_PATH);
  if (!response) return null;
  const savedAt = new Date(response.headers.get(SAVED_AT_HEADER) ?? '');
  if (Number.isNaN(savedAt.getTime())) return null;
  const body: unknown = await response.json().catch(() => null);
  if (!Array.isArray(body)) return null;
  const ngos = body.map(savedNgo).filter((ngo): ngo is Ngo => ngo !== null);
  return { ngos, savedAt };
}
