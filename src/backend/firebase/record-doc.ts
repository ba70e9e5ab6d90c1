// Testimonial, NGO and NGO-request documents → entities. Timestamps become ISO strings.
import type { Ngo, NgoRequest, Testimonial } from '@/domain/entities';
import { DEFAULT_NGO_CATEGORY } from '@/domain/vocabularies';
import type { TimestampLike } from '@/backend/firebase/story-doc';

type Data = Record<string, unknown>;

function text(data: Data, key: string): string {
  const value = data[key];
  return typeof value === 'string' ? value : '';
}

export function isoTime(value: unknown): string {
  if (value && typeof value === 'object' && 'toDate' in value) {
    const date = (value as TimestampLike).toDate();
    if (!Number.isNaN(date.getTime())) return date.toISOString();
  }
  return new Date(0).toISOString();
}

export function testimonialFromDoc(id: string, data: Data): Testimonial {
  return {
    id,
    content: text(data, 'content'),
    author_id: text(data, 'author_id'),
    created_at: isoTime(data['created_at']),
  };
}

/** `admin` holds the ngo_private fields, which only admins can read. */
export function ngoFromDoc(id: string, data: Data, admin: Data = {}): Ngo {
  return {
    id,
    name: text(data, 'name'),
    description: text(data, 'description'),
    contact: text(data, 'contact'),
    email: text(data, 'email'),
    website: text(data, 'website'),
    registration_number: text(admin, 'registration_number'),
    approved: true,
    category: text(data, 'category') || DEFAULT_NGO_CATEGORY,
    approved_at: isoTime(data['approved_at']),
    approved_by: text(admin, 'approved_by'),
  };
}

export function ngoRequestFromDoc(id: string, data: Data): NgoRequest {
  return {
    id,
    name: text(data, 'name'),
    description: text(data, 'description'),
    contact: text(data, 'contact'),
    email: text(data, 'email'),
    registration_number: text(data, 'registration_number'),
    user_id: text(data, 'user_id'),
    created_at: isoTime(data['created_at']),
    approved: false,
  };
}
