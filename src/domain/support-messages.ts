// Send Support's encouragements, kept apart from the message catalogue: a reader sends one to
// an author, whatever language either reads the site in.

/** The 15 encouraging messages of Send Support. The spec names three; the rest keep their voice. */
export const SUPPORT_MESSAGES = [
  'You are not alone',
  'Stay strong',
  'Healing is possible',
  'Your voice matters',
  'We believe you',
  'You are braver than you know',
  'Sending you strength',
  'It was not your fault',
  'You deserve to be safe',
  'One step at a time',
  'Your courage inspires us',
  'You are heard',
  'Brighter days are ahead',
  'You matter',
  'We stand with you',
] as const;
