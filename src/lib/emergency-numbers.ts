import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  DEFAULT_EMERGENCY_NUMBERS,
  emergencyLabelsVariable,
  emergencyNumbersFrom,
  type EmergencyNumber,
  localizedLabelsFrom,
} from '@/domain/emergency-numbers';
import { LOCALES, SOURCE_LOCALE } from '@/i18n/locales';

const ENV = import.meta.env as Record<string, string | undefined>;

/** The footer's numbers for someone in danger now (checked by the build; see vite.config.ts). */
const EMERGENCY_NUMBERS = emergencyNumbersFrom(ENV.VITE_EMERGENCY_NUMBERS);

const CONFIGURED = EMERGENCY_NUMBERS !== DEFAULT_EMERGENCY_NUMBERS;

/** India's numbers, when none are configured, are labelled by the catalogue like any text. */
const DEFAULT_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  '112': msg`National emergency`,
  '181': msg`Women’s helpline`,
};

/** Configured numbers' labels in each further language, where the deployment gave them. */
const CONFIGURED_LABELS: ReadonlyMap<string, readonly string[]> = new Map(
  LOCALES.filter((locale) => locale !== SOURCE_LOCALE).flatMap((locale) => {
    const variable = emergencyLabelsVariable(locale);
    const labels = localizedLabelsFrom(EMERGENCY_NUMBERS, ENV[variable], variable);
    return labels ? [[locale, labels] as const] : [];
  }),
);

/** The numbers with who answers each in the interface language (as configured if no label). */
export function emergencyNumbersIn(i18n: I18n): readonly EmergencyNumber[] {
  return EMERGENCY_NUMBERS.map((entry, index) => {
    const configured = CONFIGURED_LABELS.get(i18n.locale)?.[index];
    if (configured) return { ...entry, label: configured };
    const descriptor = CONFIGURED ? undefined : DEFAULT_LABELS[entry.number];
    return { ...entry, label: descriptor ? i18n._(descriptor) : entry.label };
  });
}
