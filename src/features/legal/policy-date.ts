/**
 * A date of the legal pages in the reader's language, written as India writes it: day, month,
 * year ("28 September 2025", "28 सितंबर 2025"), never the American "September 28, 2025".
 */
export function policyDate(iso: string, locale: string): string {
  const language = locale.split('-')[0] ?? locale;
  return new Intl.DateTimeFormat(`${language}-IN`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    // The date as written, wherever the page is rendered (the build, her phone).
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}
