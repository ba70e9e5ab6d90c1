// Where /auth sends her once she has signed in: back to the page that asked her to sign in.
// The address carries it (`/auth?next=/share-story`), so it survives a reload and a sign-up on
// the way. Anyone can write a link with any `next`, so only the app's own pages listed here are
// ever followed, compared exactly: never another site, a protocol-relative `//host`, a path with
// a query, a fragment or a trailing dot segment.

/** The pages a visitor may be sent back to after signing in. */
export const RETURN_PATHS = [
  '/',
  '/stories',
  '/share-story',
  '/resources',
  '/faqs',
  '/about',
  '/admin',
  '/account',
  '/journal',
  '/safety-plan',
] as const;

export type ReturnPath = (typeof RETURN_PATHS)[number];

/** The query parameter of /auth that names the page to go back to. */
export const RETURN_PARAM = 'next';

function isReturnPath(value: string): value is ReturnPath {
  return (RETURN_PATHS as readonly string[]).includes(value);
}

/** The page named by `value` when it is one of ours (exactly), otherwise null. */
export function returnPathFrom(value: string | null | undefined): ReturnPath | null {
  return typeof value === 'string' && isReturnPath(value) ? value : null;
}

/** Where to go after signing in, read from the sign-in page's query: home unless it names ours. */
export function returnPathIn(search: URLSearchParams): ReturnPath {
  return returnPathFrom(search.get(RETURN_PARAM)) ?? '/';
}

/** The sign-in page, set to send her back to `returnTo` afterwards. */
export function signInPath(returnTo: ReturnPath): string {
  if (returnTo === '/') return '/auth';
  return `/auth?${new URLSearchParams({ [RETURN_PARAM]: returnTo }).toString()}`;
}
