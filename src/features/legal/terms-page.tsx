import { COPY } from '@/domain/copy';
import { Link } from 'react-router-dom';
import { CONTACT } from '@/domain/brand';
import { POLICY } from '@/domain/limits';
import { LegalDocument } from '@/features/legal/legal-document';
import { inlineLinkClass, MailLink } from '@/features/legal/legal-link';
import type { PolicySectionContent } from '@/features/legal/policy-section';

const SECTIONS: readonly PolicySectionContent[] = [
  {
    id: 'terms-about',
    title: 'About these terms',
    body: (
      <p>
        These terms are the agreement between you and Sahas when you use this website. By using
        Sahas you accept them. How we handle your information is explained in our{' '}
        <Link to="/PrivacyPolicy" className={inlineLinkClass}>
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'terms-eligibility',
    title: 'Who can use Sahas',
    body: (
      <p>
        You must be {POLICY.minimumAge} years of age or older to create an account or post on Sahas.
        By signing up, you confirm that you are.
      </p>
    ),
  },
  {
    id: 'terms-account',
    title: 'Your account',
    body: (
      <p>
        Please keep your sign-in details private and sign out on shared devices. You are responsible
        for what is posted from your account. If you think someone else has used it, change your
        password and let us know.
      </p>
    ),
  },
  {
    id: 'terms-acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Sahas works because people treat each other with care. Please do not:</p>
        <ul>
          <li>harass, threaten, shame or blame anyone, including in reactions or reviews;</li>
          <li>
            name or identify other people, or share anyone’s address, phone number, photos or other
            private details;
          </li>
          <li>post sexual content involving minors, or anything else that is illegal;</li>
          <li>post spam, advertising or false information, or pretend to be someone else;</li>
          <li>try to find out who an anonymous author is;</li>
          <li>interfere with the service, its security or other people’s use of it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'terms-content',
    title: 'Your content: ownership and licence',
    body: (
      <>
        <p>
          Your story belongs to you. You keep all rights to what you post, and you can edit or
          delete it at any time.
        </p>
        <p>
          So that we can show it, you give Sahas a free, non-exclusive licence to store, display
          and, when a reader asks, translate your content on Sahas. This licence exists only to run
          the service and ends when you delete the content.
        </p>
        <p>Please post only what you have the right to share.</p>
      </>
    ),
  },
  {
    id: 'terms-moderation',
    title: 'Moderation',
    body: (
      <p>
        Anyone signed in can report a story. Our moderators review reports and may remove content
        that breaks these terms or puts someone at risk, and may suspend accounts that repeatedly do
        so. We do not edit your words; we either leave a story as it is or remove it.
      </p>
    ),
  },
  {
    id: 'terms-emergency',
    title: 'Sahas is not an emergency service',
    body: (
      <>
        <p>
          Sahas cannot send help and does not watch stories in real time. If you or someone else is
          in danger, please call{' '}
          <a href="tel:112" className={inlineLinkClass}>
            112
          </a>{' '}
          for emergency help, or the Women’s Helpline{' '}
          <a href="tel:1091" className={inlineLinkClass}>
            1091
          </a>
          , which answers day and night.
        </p>
        <p>
          The emergency numbers at the foot of every page, and the helplines and NGOs on our{' '}
          <Link to="/resources" className={inlineLinkClass}>
            Resources
          </Link>{' '}
          page can also guide you to support.
        </p>
      </>
    ),
  },
  {
    id: 'terms-third-parties',
    title: 'NGOs and other resources',
    body: (
      <p>
        We review every NGO before listing it, but the organisations in our directory are
        independent. They set their own terms, and we are not responsible for the help they give or
        do not give. Information on safety and legal rights is general guidance, not legal or
        medical advice for your situation.
      </p>
    ),
  },
  {
    id: 'terms-availability',
    title: 'Availability',
    body: (
      <p>
        We aim to keep Sahas available {POLICY.uptimeAimPercent}% of the time. Sometimes it may be
        down for maintenance or for reasons outside our control, and we cannot promise it will
        always be available.
      </p>
    ),
  },
  {
    id: 'terms-disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        Sahas is provided free of charge, as it is and as available. Stories are the personal
        experiences of their authors and are not checked for accuracy. Translations and grammar
        suggestions are automatic and can contain mistakes.
      </p>
    ),
  },
  {
    id: 'terms-liability',
    title: 'Limitation of liability',
    body: (
      <p>
        Because Sahas is a free service, our total liability to you for any claim relating to Sahas
        is limited to ${POLICY.liabilityCapUsd}, to the fullest extent the law allows. Nothing in
        these terms limits any liability that cannot be limited under Indian law.
      </p>
    ),
  },
  {
    id: 'terms-law',
    title: 'Governing law and disputes',
    body: (
      <p>
        These terms are governed by the laws of {POLICY.governingLaw}. If something goes wrong,
        please write to us first: most concerns can be resolved with a conversation. Any dispute we
        cannot resolve together will be settled by {POLICY.disputeResolution} in{' '}
        {POLICY.governingLaw} under the Arbitration and Conciliation Act, 1996.
      </p>
    ),
  },
  {
    id: 'terms-ending',
    title: 'Ending your use',
    body: (
      <p>
        You can stop using Sahas at any time and ask us to delete your account, as described in our
        Privacy Policy. We may close accounts that seriously or repeatedly break these terms.
      </p>
    ),
  },
  {
    id: 'terms-changes',
    title: 'Changes to these terms',
    body: (
      <p>
        This is version {POLICY.version} of our terms, effective {POLICY.effectiveDate}. If we make
        an important change, we will say so clearly on Sahas before it takes effect.
      </p>
    ),
  },
  {
    id: 'terms-contact',
    title: 'Contact us',
    body: (
      <p>
        For legal questions about these terms, write to <MailLink address={CONTACT.legalEmail} />.
        We answer legal inquiries within {POLICY.legalInquiryBusinessDays} business days.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title={COPY.termsHeading}
      intro={
        <p>The rules that keep Sahas safe and kind for everyone, written as plainly as we can.</p>
      }
      sections={SECTIONS}
    />
  );
}
