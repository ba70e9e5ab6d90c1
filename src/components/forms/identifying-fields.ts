import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { findIdentifyingDetails, type IdentifyingDetail } from '@/domain/identifying-details';

/** A form field the check reads: its element id, its name in the prompt and its text. */
export interface CheckedField {
  id: string;
  /** Shown in her language by the prompt. */
  name: MessageDescriptor;
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
    { ...title, name: msg`In the title` },
    { ...story, name: msg`In your story` },
  ];
}

export function findInFields(fields: readonly CheckedField[]): FieldFinding[] {
  return fields.flatMap((field) =>
    findIdentifyingDetails(field.text).map((detail) => ({ field, detail })),
  );
}
