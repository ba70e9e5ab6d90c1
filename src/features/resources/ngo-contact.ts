// How an NGO's website is shown in the directory (its phone number: src/domain/phone.ts).

/** Only http(s) addresses become links; anything else is not shown as a link at all. */
export function safeWebsite(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
