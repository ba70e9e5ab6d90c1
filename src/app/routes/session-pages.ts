/** The paths of the pages that show only to someone signed in (or to an admin). */
export const SESSION_PAGES: ReadonlySet<string> = new Set([
  'account',
  'admin',
  'edit-story/:id',
  'journal',
  'safety-plan',
]);
