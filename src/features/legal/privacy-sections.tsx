// The Privacy Policy's sections, for each backend a build can talk to.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CONTACT } from '@/domain/brand';
import { POLICY } from '@/domain/limits';
import { MailLink } from '@/features/legal/legal-link';
import { AccountLink, ChangesToThisPolicy } from '@/features/legal/privacy-parts';
import type { PolicySectionContent } from '@/features/legal/policy-section';
import {
  BROWSER_SESSION_COOKIE,
  GOOGLE_STATE_COOKIE,
  LANGUAGE_COOKIE,
  SECURE_AUTH_COOKIE_PREFIX,
  SESSION_COOKIE,
  type PolicyBackend,
} from '@/features/legal/policy-storage';

// Named, so the catalogues show {inactiveYears} rather than {0} to a translator.
const inactiveYears = POLICY.inactiveAccountDeletionYears;
const deletionDays = POLICY.deletedAccountDataDays;
const inquiryHours = POLICY.privacyInquiryHours;
const requestDays = POLICY.dataRequestDays;
const minimumAge = POLICY.minimumAge;
const privacyEmail = CONTACT.privacyEmail;
// Named for the translator, as above: the names are code and stay as they are in every language.
const sessionCookie = SESSION_COOKIE;
const browserSessionCookie = BROWSER_SESSION_COOKIE;
const googleStateCookie = GOOGLE_STATE_COOKIE;
const secureSessionCookie = `${SECURE_AUTH_COOKIE_PREFIX}.session_token`;
const securePrefix = '__Host-';
const languageCookie = LANGUAGE_COOKIE;

/**
 * The policy's sections for `backend`: where they differ (the password, the host, the cookies)
 * each says what that deployment does. One message per paragraph or list item, so a translator
 * never sees a sentence in pieces.
 */
export function privacySections(backend: PolicyBackend): readonly PolicySectionContent[] {
  return [
    {
      id: 'privacy-summary',
      title: msg`In short`,
      body: (
        <ul>
          <li>
            <Trans>
              We collect very little: the e-mail address you sign in with and what you choose to
              post.
            </Trans>
          </li>
          <li>
            <Trans>
              Your e-mail is never shown to anyone else. Your stories appear only as Anonymous.
            </Trans>
          </li>
          <li>
            <Trans>No analytics, no advertising, and we never sell your data.</Trans>
          </li>
          <li>
            <Trans>
              On your <AccountLink>Account page</AccountLink> you can download everything you have
              shared and delete your account yourself, at any time.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'privacy-collect',
      title: msg`What we collect`,
      body: (
        <>
          <p>
            <Trans>We keep only what Sahas needs to work:</Trans>
          </p>
          <ul>
            <li>
              {backend === 'firebase' ? (
                <Trans>
                  <strong>Your account:</strong> your e-mail address, the date you joined and how
                  you sign in (e-mail and password, or Google). Your password is kept by Firebase
                  Authentication, Google's sign-in service, in a protected (hashed) form; Sahas
                  never sees it. If you use Google, we also receive the basic profile details Google
                  shares, such as your name and picture. None of this is ever shown to other people.
                </Trans>
              ) : (
                <Trans>
                  <strong>Your account:</strong> your e-mail address, the date you joined and how
                  you sign in (e-mail and password, or Google). Our server never keeps your password
                  itself, only a scrambled form of it (an scrypt hash) from which it cannot be read
                  back. If you use Google, we also receive the basic profile details Google shares,
                  such as your name and picture. None of this is ever shown to other people.
                </Trans>
              )}
            </li>
            <li>
              <Trans>
                <strong>What you post:</strong> stories with their tags and any images, videos or
                audio you attach, reviews, reactions and reports. These are linked to your account
                so that you can edit or delete them, and so that each person can react to a story
                only once.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>NGO requests:</strong> the organisation details you send when you suggest an
                NGO for the directory.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              We do not ask for your real name, phone number, address or location, and we would
              gently encourage you not to include them in your stories.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'privacy-use',
      title: msg`How we use it`,
      body: (
        <>
          <p>
            <Trans>
              We use your information only to run Sahas: to sign you in, show your stories to
              readers as Anonymous, let you manage what you have shared, and keep the community safe
              through moderation.
            </Trans>
          </p>
          <p>
            <Trans>
              We do not use analytics or tracking tools, we do not show advertising, and we never
              sell, rent or trade your data to anyone.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'privacy-visibility',
      title: msg`Who can see what`,
      body: (
        <ul>
          <li>
            <Trans>
              <strong>Everyone</strong> can read published stories and reviews, shown as Anonymous
              with a short code, never with your e-mail.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Our moderators</strong> can see reported stories and how often they were
              reported, so that they can remove harmful content.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Nobody else.</strong> We share data with authorities only when Indian law
              requires us to, and we share no more than that.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'privacy-services',
      title: msg`Services that help us run Sahas`,
      body: (
        <>
          <p>
            {backend === 'firebase' ? (
              <Trans>
                Sahas runs on Google Firebase, which stores our database and files and handles
                sign-in for us. Like most hosting, it may keep short technical logs, such as IP
                addresses, to keep the service secure.
              </Trans>
            ) : (
              <Trans>
                Sahas runs on its own server: our database, your files and sign-in all stay on it,
                with no outside sign-in provider. Like most hosting, it may keep short technical
                logs, such as IP addresses, to keep the service secure.
              </Trans>
            )}
          </p>
          <p>
            <Trans>
              When you choose to translate a story or press Fix Grammar, that text is sent to the
              translation or grammar service only for that request. Nothing is sent unless you ask.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'privacy-cookies',
      title: msg`Cookies and browser storage`,
      body: (
        <>
          <p>
            <Trans>
              Here is everything Sahas keeps in your browser. There are no advertising or tracking
              cookies.
            </Trans>
          </p>
          <ul>
            {backend === 'firebase' ? (
              <li>
                <Trans>
                  <strong>Your sign-in:</strong> no cookie. Firebase Authentication keeps your
                  sign-in in this tab's session storage until you sign out or close the tab.
                </Trans>
              </li>
            ) : (
              <>
                <li>
                  <Trans>
                    <code translate="no">{sessionCookie}</code>: keeps you signed in, until you sign
                    out or close the browser.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    <code translate="no">{browserSessionCookie}</code>: set with it, so that your
                    sign-in ends when you close the browser.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    <code translate="no">{googleStateCookie}</code>: only while you sign in with
                    Google, for five minutes, to protect that sign-in.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    On a secure (https) connection each of these names begins with{' '}
                    <code translate="no">{securePrefix}</code>, for example{' '}
                    <code translate="no">{secureSessionCookie}</code>.
                  </Trans>
                </li>
              </>
            )}
            <li>
              <Trans>
                <code translate="no">{languageCookie}</code>: the language you chose in the language
                menu, for one year, so that pages arrive in it. It is set only if you choose one.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Offline copy (Cache Storage):</strong> the app itself, the public pages
                (Resources, About, FAQs and these policies) and the NGO directory as any visitor
                sees it, so that they open without a connection. Nothing you wrote or read is kept
                there.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Session storage:</strong> a story or NGO request you have not sent yet, and
                which FAQ answers you rated, in this tab only. It disappears when you close the tab
                and is never sent to us.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Sign Out clears the session storage. Quick exit clears all of it: the language cookie,
              the offline copy and the session storage.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'privacy-retention',
      title: msg`How long we keep data`,
      body: (
        <ul>
          <li>
            <Trans>
              Your stories stay until you delete them. Deleting a story also deletes its media files
              and reactions.
            </Trans>
          </li>
          <li>
            <Trans>
              Accounts that have been inactive for {inactiveYears} years are deleted, together with
              their data.
            </Trans>
          </li>
          <li>
            <Trans>
              When an account is deleted, its data is removed from our systems within {deletionDays}{' '}
              days.
            </Trans>
          </li>
          <li>
            <Trans>
              Backups made before you deleted it may still hold a copy until they are replaced. We
              keep no backup longer than {deletionDays} days, so after that nothing of it remains.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'privacy-rights',
      title: msg`Your rights and choices`,
      body: (
        <>
          <p>
            <Trans>
              You are in control of your information, and you do not need to ask anyone:
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>
                On your <AccountLink>Account page</AccountLink>, download a copy of everything you
                have shared: your account details, stories (with the addresses of their photos and
                recordings), reviews, reactions, reports and NGO requests.
              </Trans>
            </li>
            <li>
              <Trans>
                On your <AccountLink>Account page</AccountLink>, delete your account and everything
                linked to it.
              </Trans>
            </li>
            <li>
              <Trans>Edit or delete any of your stories at any time from Your Stories.</Trans>
            </li>
          </ul>
          <p>
            <Trans>
              To correct something that is wrong, or if you cannot sign in any more, write to{' '}
              <MailLink address={privacyEmail}>{privacyEmail}</MailLink> from the e-mail address of
              your account. We answer privacy inquiries within {inquiryHours} hours and complete
              data requests within {requestDays} days.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'privacy-security',
      title: msg`Security`,
      body: (
        <p>
          <Trans>
            All traffic to Sahas is encrypted, access to stored data is limited to what each part of
            the service needs, and only a small number of moderators can act on reported content. No
            system is perfectly secure, so if we ever learn of a breach that affects you, we will
            tell you promptly and explain what we are doing about it.
          </Trans>
        </p>
      ),
    },
    {
      id: 'privacy-children',
      title: msg`Children`,
      body: (
        <p>
          <Trans>
            Sahas is for adults aged {minimumAge} and over. We do not knowingly collect data from
            anyone younger; if we learn that we have, we delete it. If a child needs help, the Child
            Helpline 1098 is free and open day and night.
          </Trans>
        </p>
      ),
    },
    {
      id: 'privacy-contact',
      title: msg`Contact us`,
      body: (
        <p>
          <Trans>
            For any question about your privacy, write to{' '}
            <MailLink address={privacyEmail}>{privacyEmail}</MailLink>. We answer within{' '}
            {inquiryHours} hours. You do not need to share more than what is needed to help you.
          </Trans>
        </p>
      ),
    },
    {
      id: 'privacy-changes',
      title: msg`Changes to this policy`,
      body: <ChangesToThisPolicy />,
    },
  ];
}
