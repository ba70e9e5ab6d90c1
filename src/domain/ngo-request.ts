// The NGO-join request form's fields (its rules: ngo-request-input.ts).

export interface NgoRequestFields {
  name: string;
  description: string;
  contact: string;
  email: string;
  registration_number: string;
}

export const NGO_REQUEST_FIELDS = [
  'name',
  'description',
  'contact',
  'email',
  'registration_number',
] as const satisfies readonly (keyof NgoRequestFields)[];
