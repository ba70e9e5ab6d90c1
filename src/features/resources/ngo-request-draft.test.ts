import { describe, expect, it } from 'vitest';
import {
  clearNgoRequestDraft,
  EMPTY_NGO_REQUEST,
  readNgoRequestDraft,
  saveNgoRequestDraft,
} from '@/features/resources/ngo-request-draft';

const DRAFT = {
  name: 'Asha',
  description: 'Shelter',
  contact: '+91 98765 43210',
  email: 'asha@example.org',
  registration_number: 'R-1',
};

describe('NGO request draft', () => {
  it('is kept for the tab until cleared', () => {
    expect(readNgoRequestDraft()).toBeNull();
    saveNgoRequestDraft(DRAFT);
    expect(readNgoRequestDraft()).toEqual(DRAFT);
    clearNgoRequestDraft();
    expect(readNgoRequestDraft()).toBeNull();
  });

  it('ignores what is not a draft and fills missing fields with blanks', () => {
    sessionStorage.setItem('sahas.ngo-request-draft', '{not json');
    expect(readNgoRequestDraft()).toBeNull();
    sessionStorage.setItem('sahas.ngo-request-draft', '"text"');
    expect(readNgoRequestDraft()).toBeNull();
    sessionStorage.setItem('sahas.ngo-request-draft', JSON.stringify({ name: 'Asha', contact: 5 }));
    expect(readNgoRequestDraft()).toEqual({ ...EMPTY_NGO_REQUEST, name: 'Asha' });
  });
});
