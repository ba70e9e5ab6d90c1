// What each report reason is called on screen: in the reader's report dialog and on the admin's
// cards. The stored ids and the English of src/domain/vocabularies.ts stay as they are (the data
// and the server use them); only the label is translated, in the `labels` catalogue.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportReason } from '@/domain/vocabularies';

export const REPORT_REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  'identifies-person': msg`Names or identifies a person`,
  'private-details': msg`Shares private details`,
  harassment: msg`Harassment or hate`,
  spam: msg`Spam`,
  other: msg`Something else`,
};

/** A reason's label in the active language. */
export function reportReasonLabel(i18n: I18n, reason: ReportReason): string {
  return i18n._(REPORT_REASON_LABELS[reason]);
}
