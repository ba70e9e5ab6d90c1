// Screen text of the faqs route, kept out of copy.ts so it loads with that route
// only. Shared and first-screen text stays in copy.ts; messages.ts holds toasts and errors.

export const FAQS_COPY = {
  faqsHeading: 'Frequently Asked Questions',
  noFaqsFound: 'No FAQs found',
  stillHaveQuestions: 'Still have questions',
} as const;

/** 'Showing X of Y questions' on the FAQ page. */
export function faqCountLine(shown: number, total: number): string {
  return `Showing ${shown} of ${total} questions`;
}
