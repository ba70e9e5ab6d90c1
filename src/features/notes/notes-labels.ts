// The words for the vocabularies her notes store by id (src/domain/journal-entry.ts,
// safety-plan.ts), in her language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AbuseType, AttachmentKind, HelpSought } from '@/domain/journal-entry';
import type { RiskSign, TakeItem } from '@/domain/safety-plan';

export const ABUSE_TYPE_LABELS: Readonly<Record<AbuseType, MessageDescriptor>> = {
  physical: msg`Physical`,
  sexual: msg`Sexual`,
  'verbal-emotional': msg`Verbal and emotional`,
  economic: msg`Economic`,
  dowry: msg`Dowry-related`,
};

export const HELP_SOUGHT_LABELS: Readonly<Record<HelpSought, MessageDescriptor>> = {
  police: msg`Went to the police`,
  hospital: msg`Went to a hospital or doctor`,
  ngo: msg`Contacted an NGO or helpline`,
  'protection-officer': msg`Contacted a Protection Officer`,
  family: msg`Told family or a friend`,
};

export const ATTACHMENT_KIND_LABELS: Readonly<Record<AttachmentKind, MessageDescriptor>> = {
  photo: msg`Photo`,
  recording: msg`Audio or video`,
  document: msg`Document`,
};

export const TAKE_ITEM_LABELS: Readonly<Record<TakeItem, MessageDescriptor>> = {
  aadhaar: msg`Aadhaar card`,
  'ration-card': msg`Ration card`,
  'bank-passbook': msg`Bank passbook, ATM card`,
  'phone-charger': msg`Phone and charger`,
  medicines: msg`Medicines and prescriptions`,
  'children-documents': msg`Children’s documents (birth certificates, school papers)`,
  money: msg`Some money`,
  'document-copies': msg`Copies of important papers (marriage certificate, property papers)`,
};

export const RISK_SIGN_LABELS: Readonly<Record<RiskSign, MessageDescriptor>> = {
  strangulation: msg`Has he ever choked you or held your neck so you could not breathe?`,
  weapon: msg`Has he threatened you with a knife, gun or another weapon?`,
  'worse-or-more-often': msg`Is the violence getting worse, or happening more often?`,
  separation: msg`Have you recently left him, or told him you want to leave?`,
  'threats-to-kill': msg`Has he threatened to kill you, your children or himself?`,
  'forced-sex': msg`Has he forced you to have sex?`,
  'control-jealousy': msg`Is he constantly jealous, or does he control where you go and whom you see?`,
};
