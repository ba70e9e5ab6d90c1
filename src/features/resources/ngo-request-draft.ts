// What a signed-out visitor typed into the request form survives the trip to /auth: it is kept
// for this tab only (sessionStorage) and put back the next time the form is shown.
import { NGO_REQUEST_FIELDS, type NgoRequestFields } from '@/domain/ngo-request';

const DRAFT_KEY = 'sahas.ngo-request-draft';

export const EMPTY_NGO_REQUEST: NgoRequestFields = {
  name: '',
  description: '',
  contact: '',
  email: '',
  registration_number: '',
};

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the form then simply starts empty.
    return null;
  }
}

export function saveNgoRequestDraft(fields: NgoRequestFields): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(fields));
  } catch {
    // Full or blocked storage: losing the draft is the only cost.
  }
}

/** The saved draft, if any and well-formed; it stays saved until `clearNgoRequestDraft`. */
export function readNgoRequestDraft(): NgoRequestFields | null {
  const raw = storage()?.getItem(DRAFT_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const draft = { ...EMPTY_NGO_REQUEST };
    for (const key of NGO_REQUEST_FIELDS) {
      const value = record[key];
      if (typeof value === 'string') draft[key] = value;
    }
    return draft;
  } catch {
    return null;
  }
}

export function clearNgoRequestDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to do.
  }
}
