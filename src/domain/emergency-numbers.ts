// The numbers the footer offers to someone in danger now. The original specification named a
// phone-word line that no one answers; these are India's real ones, and a deployment elsewhere
// sets its own at build time (VITE_EMERGENCY_NUMBERS, checked by the build), with their labels
// in each further interface language (VITE_EMERGENCY_NUMBERS_HI, …).

export interface EmergencyNumber {
  /** As dialled: digits, with + - and spaces allowed. */
  number: string;
  /** Who answers, in a few words. */
  label: string;
}

export const DEFAULT_EMERGENCY_NUMBERS: readonly EmergencyNumber[] = [
  { number: '112', label: 'National emergency' },
  { number: '181', label: 'Women’s helpline' },
];

const DIALLABLE = /^\+?[0-9][0-9 -]*$/;
/** No control characters at all (this module is also read by the build, so it imports nothing). */
const CONTROL = /\p{Cc}/u;
const LABEL_MAX_CHARS = 40;

/**
 * Reads "112=National emergency;181=Women’s helpline": one or more numbers, each with who
 * answers it. Returns null for anything else, so a typo cannot put a wrong number on the page.
 */
export function parseEmergencyNumbers(text: string): EmergencyNumber[] | null {
  const entries = text.split(';').map((entry) => entry.trim());
  const parsed: EmergencyNumber[] = [];
  for (const entry of entries) {
    const separator = entry.indexOf('=');
    if (separator < 0) return null;
    const number = entry.slice(0, separator).trim();
    const label = entry.slice(separator + 1).trim();
    if (!DIALLABLE.test(number) || label === '' || label.length > LABEL_MAX_CHARS) return null;
    if (CONTROL.test(label)) return null;
    parsed.push({ number, label });
  }
  return parsed;
}

/** The configured numbers, or India's when nothing is configured. */
export function emergencyNumbersFrom(configured: string | undefined): readonly EmergencyNumber[] {
  if (configured === undefined || configured.trim() === '') return DEFAULT_EMERGENCY_NUMBERS;
  const parsed = parseEmergencyNumbers(configured);
  if (!parsed)
    throw new Error(`VITE_EMERGENCY_NUMBERS is not "number=who answers;…": ${configured}`);
  return parsed;
}

/** The variable holding the labels in `locale`: VITE_EMERGENCY_NUMBERS_HI for Hindi. */
export function emergencyLabelsVariable(locale: string): string {
  return `VITE_EMERGENCY_NUMBERS_${locale.toUpperCase()}`;
}

/**
 * The labels of `numbers` in another interface language, from the variable `name`
 * ("112=राष्ट्रीय आपातकाल;181=महिला हेल्पलाइन"): null when it is not set, and an error when it
 * names other numbers or another order than `numbers`, so a label cannot end up on a wrong number.
 */
export function localizedLabelsFrom(
  numbers: readonly EmergencyNumber[],
  configured: string | undefined,
  name: string,
): readonly string[] | null {
  if (configured === undefined || configured.trim() === '') return null;
  const parsed = parseEmergencyNumbers(configured);
  const sameNumbers =
    parsed?.length === numbers.length &&
    parsed.every((entry, index) => entry.number === numbers[index]?.number);
  if (!parsed || !sameNumbers) {
    const expected = numbers.map(({ number }) => `${number}=…`).join(';');
    throw new Error(
      `${name} must label the same numbers in the same order (${expected}): ${configured}`,
    );
  }
  return parsed.map(({ label }) => label);
}
