// Finds details in a story that could identify its author or someone close to her: phone
// numbers, e-mail addresses, Aadhaar- and PAN-like numbers, vehicle plates and street addresses.
// It is a gentle check, never a gate: it would rather miss an odd format than flag every year,
// amount or date in a story, so each pattern asks for the shape those details really have.

export type IdentifyingDetailKind = 'phone' | 'email' | 'aadhaar' | 'pan' | 'vehicle' | 'address';

export interface IdentifyingDetail {
  kind: IdentifyingDetailKind;
  /** Index of the first character in the text. */
  start: number;
  /** Index just past the last character. */
  end: number;
  text: string;
}

interface Rule {
  kind: IdentifyingDetailKind;
  pattern: RegExp;
  /** Further checks a match must pass (digit counts, stop words). */
  accept?: (match: RegExpExecArray) => boolean;
  /** The capture group holding the detail itself, when the pattern also matches its lead-in. */
  group?: number;
}

// Indian state and union-territory codes used on number plates.
const STATE_CODES =
  'AN|AP|AR|AS|BR|CG|CH|DD|DL|DN|GA|GJ|HP|HR|JH|JK|KA|KL|LA|LD|MH|ML|MN|MP|MZ|NL|OD|OR|PB|PY|RJ|SK|TN|TR|TS|UK|UA|UP|WB';

// Places a road-type word can name; the list is of Indian address words, not all English ones.
const ROAD_WORDS =
  'road|rd|street|marg|nagar|colony|lane|layout|avenue|enclave|vihar|puram|cross|main|society|chowk|bazaar|bazar|gali|galli|mohalla|extension|apartments?|residency|towers?';

// Words that put a number in front of us which is an amount or a count, never a PIN.
const NOT_PLACE_WORDS = new Set([
  'rs',
  'inr',
  'rupees',
  'usd',
  'story',
  'page',
  'chapter',
  'part',
  'year',
  'years',
  'about',
  'around',
  'over',
  'under',
  'paid',
  'only',
]);

const SEP = '[ -]?';
// A number not glued to letters, digits or a leading '+' or '#' (story numbers, hashtags).
const NUMBER_START = '(?<![\\p{L}\\p{N}+#@./,₹$])';
const NUMBER_END = '(?![\\p{L}\\p{N}]|[.,/]\\d)';

/** A pattern source matching each of `words` whatever the case, inside a case-sensitive regex. */
function anyCase(words: string): string {
  return words.replace(/\\.|\p{L}/gu, (token) =>
    token.startsWith('\\') ? token : `[${token.toLowerCase()}${token.toUpperCase()}]`,
  );
}

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

const RULES: Rule[] = [
  {
    kind: 'email',
    pattern: /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu,
  },
  {
    // With a country code: +91, 0091 or (+91), then 10 digits; or any other +country number.
    kind: 'phone',
    pattern: new RegExp(
      `${NUMBER_START}(?:\\(\\+\\d{1,3}\\)|(?:\\+|00)\\d{1,3})[ -]?\\d(?:[ -]?\\d){6,12}${NUMBER_END}`,
      'gu',
    ),
  },
  {
    // Mobile numbers: ten digits starting 6–9, optionally after 0 or 91, grouped as people write them.
    kind: 'phone',
    pattern: new RegExp(
      `${NUMBER_START}(?:0|91${SEP})?[6-9]\\d(?:${SEP}\\d){8}${NUMBER_END}`,
      'gu',
    ),
    accept: (match) => {
      const digits = digitsOf(match[0]);
      const national = digits.length === 12 ? digits.slice(2) : digits.replace(/^0/, '');
      return national.length === 10;
    },
  },
  {
    // Landlines with an STD code: 0, a 2–4 digit code, then the number; ten digits after the 0.
    kind: 'phone',
    pattern: new RegExp(
      `${NUMBER_START}(?:\\(0\\d{2,4}\\)|0\\d{2,4})[ -]?\\d{3,4}[ -]?\\d{3,5}${NUMBER_END}`,
      'gu',
    ),
    accept: (match) => digitsOf(match[0]).length === 11,
  },
  {
    // Any run of digits right after a word that says it is a phone number.
    kind: 'phone',
    pattern: new RegExp(
      `\\b(?:phone|mobile|mob|ph|tel|cell|call(?:ed)?|whatsapp|contact|number)(?:\\s+(?:no\\.?|number|me|at|on))*\\s*[:.-]?\\s*(\\+?\\d(?:[ -]?\\d){5,12})${NUMBER_END}`,
      'giu',
    ),
    group: 1,
    // Helplines (100, 112, 1091, 181) are 3–4 digits and never reach here; six or more are personal.
    accept: (match) => digitsOf(match[1] ?? '').length >= 6,
  },
  {
    // Aadhaar: twelve digits, never starting with 0 or 1, written 4-4-4 or in one run.
    kind: 'aadhaar',
    pattern: new RegExp(`${NUMBER_START}[2-9]\\d{3}([ -]?)\\d{4}\\1\\d{4}${NUMBER_END}`, 'gu'),
  },
  {
    // PAN: five letters (the fourth says who holds it), four digits, one letter.
    kind: 'pan',
    pattern: /(?<![\p{L}\p{N}])[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z](?![\p{L}\p{N}])/giu,
  },
  {
    // State plates: MH 12 AB 1234, DL3CAB1234, KA-05-MN-2024.
    kind: 'vehicle',
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${STATE_CODES})[ -]?\\d{1,2}[ -]?[A-Z]{1,3}[ -]?\\d{4}(?![\\p{L}\\p{N}])`,
      'giu',
    ),
  },
  {
    // Bharat series plates: 22 BH 1234 AB.
    kind: 'vehicle',
    pattern: /(?<![\p{L}\p{N}])\d{2}[ -]?BH[ -]?\d{4}[ -]?[A-Z]{1,2}(?![\p{L}\p{N}])/giu,
  },
  {
    // House, flat, plot or door numbers: 'Flat 302', 'H.No. 12-3-45', 'Plot No. 45/B'.
    kind: 'address',
    pattern:
      /\b(?:house|h\.?\s?no|flat|plot|door|apartment|apt|quarter|qtr|block|ward|gali|lane)\.?\s*(?:no\.?|number|#)?\s*[:-]?\s*#?[A-Z]?-?\d+[A-Z]?(?:[/-](?:\d+[A-Z]?|[A-Z]))*(?![\p{L}\p{N}])/giu,
  },
  {
    // 'Sector 12', 'Sector-15A'.
    kind: 'address',
    pattern: /\bsector[\s-]*\d{1,3}[A-Z]?(?![\p{L}\p{N}])/giu,
  },
  {
    // A number before a road-type place: '12 MG Road', '45, Nehru Nagar', '5th Cross'.
    // Words in between must be names (capitalised) so '3 years on the road' is not an address.
    kind: 'address',
    pattern: new RegExp(
      `${NUMBER_START}\\d{1,5}[A-Z]?(?:[/-]\\d{1,5}[A-Z]?)*(?:st|nd|rd|th)?,?\\s+(?:\\p{Lu}[\\p{L}.]*\\s+){0,3}(?:${anyCase(ROAD_WORDS)})\\b`,
      'gu',
    ),
    accept: (match) => {
      // Case-insensitive only for the road word itself; a bare lower-case '10 street dogs' is
      // not an address, '10 Street' or '12 MG Road' is.
      const text = match[0];
      const roadWord = /(\p{L}+)$/u.exec(text)?.[1] ?? '';
      if (!new RegExp(`^(?:${ROAD_WORDS})$`, 'iu').test(roadWord)) return false;
      const between = text
        .replace(/^[^\s]+\s+/u, '')
        .slice(0, -roadWord.length)
        .trim();
      return between !== '' || /^\p{Lu}/u.test(roadWord) || /\d(?:st|nd|rd|th)/.test(text);
    },
  },
  {
    // A road-type place followed by its number: 'Lajpat Nagar 4', 'Road No. 12', 'Street 5'.
    kind: 'address',
    pattern: new RegExp(
      `(?<![\\p{L}])(?:\\p{Lu}\\p{L}+\\s+){0,2}(?:Road|Street|Marg|Nagar|Colony|Lane|Gali|Block|Phase|Cross|Main)\\s*(?:No\\.?|Number)?\\s*[-:#]?\\s*\\d{1,4}[A-Z]?(?![\\p{L}\\p{N}])`,
      'gu',
    ),
  },
  {
    // Six-digit PIN code after a place: 'Mumbai 400001', 'Pune, 411 001', 'PIN: 110001'.
    kind: 'address',
    pattern: new RegExp(
      `(?:\\b${anyCase('(?:pin\\s*code|pincode|pin|postal\\s*code)')}\\s*[:-]?\\s*|(\\p{Lu}\\p{Ll}+)\\s*[,-]?\\s*)([1-9]\\d{2}\\s?\\d{3})(?![\\p{L}\\p{N}])`,
      'gu',
    ),
    group: 2,
    accept: (match) => {
      const place = match[1];
      return place === undefined || !NOT_PLACE_WORDS.has(place.toLowerCase());
    },
  },
];

function matchesOf(text: string, rule: Rule): IdentifyingDetail[] {
  const found: IdentifyingDetail[] = [];
  const pattern = new RegExp(rule.pattern.source, rule.pattern.flags);
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match[0] === '') {
      pattern.lastIndex += 1;
      continue;
    }
    if (rule.accept && !rule.accept(match)) continue;
    const detail = rule.group === undefined ? match[0] : match[rule.group];
    if (!detail) continue;
    const start = match.index + match[0].lastIndexOf(detail);
    found.push({ kind: rule.kind, start, end: start + detail.length, text: detail });
  }
  return found;
}

/**
 * The identifying details in `text`, sorted by position and never overlapping (where two rules
 * find the same characters, the longer finding wins).
 */
export function findIdentifyingDetails(text: string): IdentifyingDetail[] {
  const all = RULES.flatMap((rule) => matchesOf(text, rule)).sort(
    (a, b) => a.start - b.start || b.end - b.start - (a.end - a.start),
  );
  const kept: IdentifyingDetail[] = [];
  for (const detail of all) {
    const last = kept.at(-1);
    if (last && detail.start < last.end) {
      if (detail.end - detail.start > last.end - last.start) kept[kept.length - 1] = detail;
      continue;
    }
    kept.push(detail);
  }
  return kept;
}
