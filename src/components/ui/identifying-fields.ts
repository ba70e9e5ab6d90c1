import { COPY } from '@/domain/copy';
import { IDENTIFYING_COPY } from '@/domain/copy/identifying-details';
import { findIdentifyingDetails, type IdentifyingDetail } from '@/domain/identifying-details';

/** A form field the check reads: its element id, its name in the prompt and its text. */
export interface CheckedField {
  id: string;
  name: string;
  text: string;
}

export interface FieldFinding {
  field: CheckedField;
  detail: IdentifyingDetail;
}

/** The title and story fields of Share Story and Edit Story, as the check reads them. */
export function storyTextFields(
  title: { id: string; text: string },
  story: { id: string; text: string },
): CheckedField[] {
  return [
    { ...title, name: IDENTIFYING_COPY.identifyingInTitle },
    { ...story, name: COPY.identifyingInStory },
  ];
}

export function findInFields(fields: readonly CheckedField[]): FieldFinding[] {
  return fields.flatMap((field) =>
    findIdentifyingDetails(field.text).map((detail) => ({ field, detail })),
  );
}
