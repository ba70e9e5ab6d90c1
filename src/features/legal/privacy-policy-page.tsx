import { COPY } from '@/domain/copy';
import { Link } from 'react-router-dom';
import { CONTACT } from '@/domain/brand';
import { POLICY } from '@/domain/limits';
import { LegalDocument } from '@/features/legal/legal-document';
import { inlineLinkClass, MailLink } from '@/features/legal/legal-link';
import type { PolicySectionContent } from '@/features/legal/policy-section';

const SECTIONS: readonly PolicySectionContent[] = [
  {
    id: 'privacy-summary',
    title: 'In short',
    body: (
      <ul>
        <li>
          We collect very little: the e-mail address you sign in with and what you choose to post.
        </li>
        <li>Your e-mail is never shown to anyone else. Your stories appear only as Anonymous.</li>
        <li>No analytics, no advertising, and we never sell your data.</li>
        <li>You can delete your stories at any time and ask us to delete your account.</li>
      </ul>
    ),
  },
  {
    id: 'privacy-collect',
    title: 'What we collect',
    body: (
      <>
        <p>We keep only what Sahas needs to work:</p>
        <ul>
          <li>
            <strong>Your account:</strong> your e-mail address, the date you joined and how you sign
            in (e-mail and password, or Google). Passwords are handled by our sign-in provider; we
            never see them. If you use Google, we also receive the basic profile details Google
            shares, such as your name and picture. None of this is ever shown to other people.
          </li>
          <li>
            <strong>What you post:</strong> stories with their tags and any images, videos or audio
            you attach, reviews, reactions and reports. These are linked to your account so that you
            can edit or delete them, and so that each person can react to a story only once.
          </li>
          <li>
            <strong>NGO requests:</strong> the organisation details you send when you suggest an NGO
            for the directory.
          </li>
        </ul>
        <p>
          We do not ask for your real name, phone number, address or location, and we would gently
          encourage you not to include them in your stories.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-use',
    title: 'How we use it',
    body: (
      <>
        <p>
          We use your information only to run Sahas: to sign you in, show your stories to readers as
          Anonymous, let you manage what you have shared, and keep the community safe through
          moderation.
        </p>
        <p>
          We do not use analytics or tracking tools, we do not show advertising, and we never sell,
          rent or trade your data to anyone.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-visibility',
    title: 'Who can see what',
    body: (
      <ul>
        <li>
          <strong>Everyone</strong> can read published stories and reviews, shown as Anonymous with
          a short code, never with your e-mail.
        </li>
        <li>
          <strong>Our moderators</strong> can see reported stories and how often they were reported,
          so that they can remove harmful content.
        </li>
        <li>
          <strong>Nobody else.</strong> We share data with authorities only when Indian law requires
          us to, and we share no more than that.
        </li>
      </ul>
    ),
  },
  {
    id: 'privacy-services',
    title: 'Services that help us run Sahas',
    body: (
      <>
        <p>
          Sahas is hosted with a cloud provider that stores our database and files and handles
          sign-in for us. Like most hosting, it may keep short technical logs, such as IP addresses,
          to keep the service secure.
        </p>
        <p>
          When you choose to translate a story or press Fix Grammar, that text is sent to the
          translation or grammar service only for that request. Nothing is sent unless you ask.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-cookies',
    title: 'Cookies and browser storage',
    body: (
      <p>
        We use only the session cookie that keeps you signed in. We also keep a few small notes in
        your browser for the current session, for example which FAQ answers you have already rated;
        they are never sent to us and disappear when you close the tab. There are no advertising or
        tracking cookies.
      </p>
    ),
  },
  {
    id: 'privacy-retention',
    title: 'How long we keep data',
    body: (
      <ul>
        <li>
          Your stories stay until you delete them. Deleting a story also deletes its media files and
          reactions.
        </li>
        <li>
          Accounts that have been inactive for {POLICY.inactiveAccountDeletionYears} years are
          deleted, together with their data.
        </li>
        <li>
          When an account is deleted, its data is removed from our systems within{' '}
          {POLICY.deletedAccountDataDays} days.
        </li>
      </ul>
    ),
  },
  {
    id: 'privacy-rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>You are in control of your information. You can ask us to:</p>
        <ul>
          <li>tell you what data we hold about you and give you a copy;</li>
          <li>correct anything that is wrong;</li>
          <li>delete your account and everything linked to it.</li>
        </ul>
        <p>
          Write to <MailLink address={CONTACT.privacyEmail} /> from the e-mail address of your
          account. We answer privacy inquiries within {POLICY.privacyInquiryHours} hours and
          complete data requests within {POLICY.dataRequestDays} days. You can delete your own
          stories yourself at any time from Your Stories.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-security',
    title: 'Security',
    body: (
      <p>
        All traffic to Sahas is encrypted, access to stored data is limited to what each part of the
        service needs, and only a small number of moderators can act on reported content. No system
        is perfectly secure, so if we ever learn of a breach that affects you, we will tell you
        promptly and explain what we are doing about it.
      </p>
    ),
  },
  {
    id: 'privacy-children',
    title: 'Children',
    body: (
      <p>
        Sahas is for adults aged {POLICY.minimumAge} and over. We do not knowingly collect data from
        anyone younger; if we learn that we have, we delete it. If a child needs help, the Child
        Helpline 1098 is free and open day and night.
      </p>
    ),
  },
  {
    id: 'privacy-contact',
    title: 'Contact us',
    body: (
      <p>
        For any question about your privacy, write to <MailLink address={CONTACT.privacyEmail} />.
        We answer within {POLICY.privacyInquiryHours} hours. You do not need to share more than what
        is needed to help you.
      </p>
    ),
  },
  {
    id: 'privacy-changes',
    title: 'Changes to this policy',
    body: (
      <p>
        This is version {POLICY.version} of our privacy policy, effective {POLICY.effectiveDate}. If
        we change it in a way that matters, we will say so clearly on Sahas before the change takes
        effect. Please also read our{' '}
        <Link to="/termsandconditions" className={inlineLinkClass}>
          Terms and Conditions
        </Link>
        .
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title={COPY.privacyHeading}
      intro={
        <p>
          Your safety depends on your privacy. This page explains, in plain words, what Sahas keeps,
          why, and how you stay in control.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
