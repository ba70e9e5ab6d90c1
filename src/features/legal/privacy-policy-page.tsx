import { Link } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT } from '@/domain/brand';
import { POLICY } from '@/domain/limits';
import { LegalDocument } from '@/features/legal/legal-document';
import { inlineLinkClass, MailLink } from '@/features/legal/legal-link';
import { policyDate } from '@/features/legal/policy-date';
import type { PolicySectionContent } from '@/features/legal/policy-section';

// Named, so the catalogues show {inactiveYears} rather than {0} to a translator.
const inactiveYears = POLICY.inactiveAccountDeletionYears;
const deletionDays = POLICY.deletedAccountDataDays;
const inquiryHours = POLICY.privacyInquiryHours;
const requestDays = POLICY.dataRequestDays;
const minimumAge = POLICY.minimumAge;
const privacyEmail = CONTACT.privacyEmail;

/** The last section names the version and its date, written in the reader's language. */
function ChangesToThisPolicy() {
  const { i18n } = useLingui();
  const version = POLICY.version;
  const effectiveDate = policyDate(POLICY.effectiveDateIso, i18n.locale);
  return (
    <p>
      <Trans>
        This is version {version} of our privacy policy, effective {effectiveDate}. If we change it
        in a way that matters, we will say so clearly on Sahas before the change takes effect.
        Please also read our{' '}
        <Link to="/termsandconditions" className={inlineLinkClass}>
          Terms and Conditions
        </Link>
        .
      </Trans>
    </p>
  );
}

// One message per paragraph or list item, so a translator never sees a sentence in pieces.
const SECTIONS: readonly PolicySectionContent[] = [
  {
    id: 'privacy-summary',
    title: msg`In short`,
    body: (
      <ul>
        <li>
          <Trans>
            We collect very little: the e-mail address you sign in with and what you choose to post.
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
          <Trans>You can delete your stories at any time and ask us to delete your account.</Trans>
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
            <Trans>
              <strong>Your account:</strong> your e-mail address, the date you joined and how you
              sign in (e-mail and password, or Google). Passwords are handled by our sign-in
              provider; we never see them. If you use Google, we also receive the basic profile
              details Google shares, such as your name and picture. None of this is ever shown to
              other people.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>What you post:</strong> stories with their tags and any images, videos or
              audio you attach, reviews, reactions and reports. These are linked to your account so
              that you can edit or delete them, and so that each person can react to a story only
              once.
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
            We do not ask for your real name, phone number, address or location, and we would gently
            encourage you not to include them in your stories.
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
            We use your information only to run Sahas: to sign you in, show your stories to readers
            as Anonymous, let you manage what you have shared, and keep the community safe through
            moderation.
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
          <Trans>
            Sahas is hosted with a cloud provider that stores our database and files and handles
            sign-in for us. Like most hosting, it may keep short technical logs, such as IP
            addresses, to keep the service secure.
          </Trans>
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
      <p>
        <Trans>
          We use only the session cookie that keeps you signed in. We also keep a few small notes in
          your browser for the current session, for example which FAQ answers you have already
          rated; they are never sent to us and disappear when you close the tab. There are no
          advertising or tracking cookies.
        </Trans>
      </p>
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
      </ul>
    ),
  },
  {
    id: 'privacy-rights',
    title: msg`Your rights and choices`,
    body: (
      <>
        <p>
          <Trans>You are in control of your information. You can ask us to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>tell you what data we hold about you and give you a copy;</Trans>
          </li>
          <li>
            <Trans>correct anything that is wrong;</Trans>
          </li>
          <li>
            <Trans>delete your account and everything linked to it.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Write to <MailLink address={privacyEmail}>{privacyEmail}</MailLink> from the e-mail
            address of your account. We answer privacy inquiries within {inquiryHours} hours and
            complete data requests within {requestDays} days. You can delete your own stories
            yourself at any time from Your Stories.
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
          system is perfectly secure, so if we ever learn of a breach that affects you, we will tell
          you promptly and explain what we are doing about it.
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

export default function PrivacyPolicyPage() {
  const { t } = useLingui();
  return (
    <LegalDocument
      title={t`Privacy Policy`}
      intro={
        <p>
          <Trans>
            Your safety depends on your privacy. This page explains, in plain words, what Sahas
            keeps, why, and how you stay in control.
          </Trans>
        </p>
      }
      sections={SECTIONS}
    />
  );
}
