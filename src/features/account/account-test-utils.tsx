// Test-only: the Account page on the fake backend, signed in as a reader with a password, with
// stand-ins for the pages it sends her to.
import { screen, within } from '@testing-library/react';
import type { AccountPort, BackendPort } from '@/backend/port';
import type { AccountSummary } from '@/domain/my-data';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import AccountPage from '@/features/account/account-page';

export const PASSWORD = 'Str0ng!pass';
export const HOME_STUB = 'Home page stand-in';
export const AUTH_STUB = 'Sign-in page stand-in';

/** Her story, with a photo. */
export const HER_STORY = makeStory(1, {
  title: 'What happened on the bus',
  owner_id: SIGNED_IN_USER.id,
  media_urls: ['/media/her-photo.png'],
});

export interface AccountRenderOptions {
  /** Signed out when null. */
  user?: typeof SIGNED_IN_USER | null;
  /** Changes what the summary says (a Google account, unconfirmed, sessions unknown). */
  summary?: Partial<AccountSummary>;
  /** Stands in for account calls the fake cannot answer as wanted (a Google erasure). */
  account?: Partial<AccountPort>;
  backend?: FakeBackend;
}

/** A fake with her account (password PASSWORD) and her story, plus someone else's. */
export function accountBackend(user: typeof SIGNED_IN_USER | null = SIGNED_IN_USER): FakeBackend {
  return createFakeBackend({
    user,
    authOptions: { accounts: { [SIGNED_IN_USER.email]: { password: PASSWORD } } },
    stories: [HER_STORY, makeStory(2)],
  });
}

/** The port with the summary changed and some account calls replaced, the rest the fake's own. */
function withChanges(
  fake: FakeBackend,
  change: Partial<AccountSummary>,
  account: Partial<AccountPort>,
): BackendPort {
  return {
    ...fake,
    account: {
      ...fake.account,
      summary: async () => ({ ...(await fake.account.summary()), ...change }),
      ...account,
    },
  };
}

export function renderAccount(options: AccountRenderOptions = {}) {
  const backend = options.backend ?? accountBackend(options.user);
  return renderWithProviders(<AccountPage />, {
    route: '/account',
    backend,
    port: withChanges(backend, options.summary ?? {}, options.account ?? {}),
    stubs: { '/': <p>{HOME_STUB}</p>, '/auth': <p>{AUTH_STUB}</p> },
  });
}

/** Waits for the page to have her summary (its first heading, in the language shown). */
export async function accountLoaded(heading = 'About your account') {
  return screen.findByRole('heading', { level: 2, name: heading });
}

/** The section headed `name`. */
export function section(name: string) {
  return within(screen.getByRole('region', { name }));
}
