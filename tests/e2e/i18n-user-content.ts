// Where user content sits inside the translated parts of a page: it stays in the language it was
// written in, so the language checks (pseudo-locales, the script share in each language) leave it
// out by where it is, never by what it says.

/**
 * User content inside translated areas: on Home, a top story's title, text and author's
 * anonymous name, and a testimonial and its author's name; and so on per page below.
 */
export const USER_CONTENT = [
  '[aria-labelledby="top-stories-heading"] article h3',
  '[aria-labelledby="top-stories-heading"] article p.whitespace-pre-line',
  '[aria-labelledby="top-stories-heading"] article footer > span:first-child',
  '[aria-labelledby="testimonials-heading"] figure blockquote',
  '[aria-labelledby="testimonials-heading"] figure figcaption',
  // On Resources, each listed NGO's name, description, and phone and website as written.
  '[aria-labelledby="ngo-directory-heading"] article h3',
  '[aria-labelledby="ngo-directory-heading"] article p.whitespace-pre-line',
  '[aria-labelledby="ngo-directory-heading"] article span[dir="ltr"]',
  // On Stories, each story's title, text and author's anonymous name.
  'main article[aria-labelledby] > header h2',
  'main article[aria-labelledby] p.whitespace-pre-line',
  'main article[aria-labelledby] > footer > p',
  // On Share Story, her own stories: title, text and content warning; on Edit Story, her text.
  '[aria-labelledby="your-stories-heading"] article h3',
  '[aria-labelledby="your-stories-heading"] article p.whitespace-pre-line',
  '[aria-labelledby="your-stories-heading"] article p.break-words > span',
  'main form textarea',
  // On her account, her anonymous name and e-mail address.
  'main dl dd.break-all',
  // On the admin's panel: names and titles, texts, contact details, and the item an action names.
  '[aria-labelledby^="admin-"] article h3',
  '[aria-labelledby^="admin-"] article p.whitespace-pre-line',
  '[aria-labelledby^="admin-"] article span[dir="ltr"]',
  '[aria-labelledby^="admin-"] article button .sr-only',
  // Names the code uses, not words (the Privacy Policy's cookie names), marked translate="no".
  'main code[translate="no"]',
];
