import { Link } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT } from '@/domain/brand';
import { POLICY } from '@/domain/limits';
import { LegalDocument } from '@/features/legal/legal-document';
import { inlineLinkClass, MailLink } from '@/features/legal/legal-link';
import type { PolicySectionContent } from '@/features/legal/policy-section';
import { ACCOUNT_PATH } from '@/features/legal/policy-storage';
import { usePolicyVersion } from '@/features/legal/use-policy-version';

// Named, so the catalogues show {minimumAge} rather than {0} to a translator.
const minimumAge = POLICY.minimumAge;
const uptimePercent = POLICY.uptimeAimPercent;
const liabilityCapUsd = POLICY.liabilityCapUsd;
const businessDays = POLICY.legalInquiryBusinessDays;
const legalEmail = CONTACT.legalEmail;

/** The last but one section names the version and its date, written in the reader's language. */
function ChangesToTheseTerms() {
  const { version, effectiveDate } = usePolicyVersion();
  return (
    <p>
      <Trans>
        This is version {version} of our terms, effective {effectiveDate}. If we make an important
        change, we will say so clearly on Sahas before it takes effect.
      </Trans>
    </p>
  );
}

// One message per paragraph or list item, so a translator never sees a sentence in pieces.
const SECTIONS: readonly PolicySectionContent[] = [
  {
    id: 'terms-about',
    title: msg`About these terms`,
    body: (
      <p>
        <Trans>
          These terms are the agreement between you and Sahas when you use this website. By using
          Sahas you accept them. How we handle your information is explained in our{' '}
          <Link to="/PrivacyPolicy" className={inlineLinkClass}>
            Privacy Policy
          </Link>
          .
        </Trans>
      </p>
    ),
  },
  {
    id: 'terms-eligibility',
    title: msg`Who can use Sahas`,
    body: (
      <p>
        <Trans>
          You must be {minimumAge} years of age or older to create an account or post on Sahas. By
          signing up, you confirm that you are.
        </Trans>
      </p>
    ),
  },
  {
    id: 'terms-account',
    title: msg`Your account`,
    body: (
      <p>
        <Trans>
          Please keep your sign-in details private and sign out on shared devices. You are
          responsible for what is posted from your account. If you think someone else has used it,
          change your password and let us know.
        </Trans>
      </p>
    ),
  },
  {
    id: 'terms-acceptable-use',
    title: msg`Acceptable use`,
    body: (
      <>
        <p>
          <Trans>Sahas works because people treat each other with care. Please do not:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              harass, threaten, shame or blame anyone, including in reactions or reviews;
            </Trans>
          </li>
          <li>
            <Trans>
              name or identify other people, or share anyone’s address, phone number, photos or
              other private details;
            </Trans>
          </li>
          <li>
            <Trans>post sexual content involving minors, or anything else that is illegal;</Trans>
          </li>
          <li>
            <Trans>
              post spam, advertising or false information, or pretend to be someone else;
            </Trans>
          </li>
          <li>
            <Trans>try to find out who an anonymous author is;</Trans>
          </li>
          <li>
            <Trans>interfere with the service, its security or other people’s use of it.</Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'terms-content',
    title: msg`Your content: ownership and licence`,
    body: (
      <>
        <p>
          <Trans>
            Your story belongs to you. You keep all rights to what you post, and you can edit or
            delete it at any time.
          </Trans>
        </p>
        <p>
          <Trans>
            So that we can show it, you give Sahas a free, non-exclusive licence to store, display
            and, when a reader asks, translate your content on Sahas. This licence exists only to
            run the service and ends when you delete the content.
          </Trans>
        </p>
        <p>
          <Trans>Please post only what you have the right to share.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'terms-moderation',
    title: msg`Moderation`,
    body: (
      <p>
        <Trans>
          Anyone signed in can report a story. Our moderators review reports and may remove content
          that breaks these terms or puts someone at risk, and may suspend accounts that repeatedly
          do so. We do not edit your words; we either leave a story as it is or remove it.
        </Trans>
      </p>
    ),
  },
  {
    id: 'terms-emergency',
    title: msg`Sahas is not an emergency service`,
    body: (
      <>
        <p>
          <Trans>
            Sahas cannot send help and does not watch stories in real time. If you or someone else
            is in danger, please call{' '}
            <a href="tel:112" className={inlineLinkClass}>
              112
            </a>{' '}
            for emergency help, or the Women’s Helpline{' '}
            <a href="tel:1091" className={inlineLinkClass}>
              1091
            </a>
            , which answers day and night.
          </Trans>
        </p>
        <p>
          <Trans>
            The emergency numbers at the foot of every page, and the helplines and NGOs on our{' '}
            <Link to="/resources" className={inlineLinkClass}>
              Resources
            </Link>{' '}
            page can also guide you to support.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'terms-third-parties',
    title: msg`NGOs and other resources`,
    body: (
      <p>
        <Trans>
          We review every NGO before listing it, but the organisations in our directory are
          independent. They set their own terms, and we are not responsible for the help they give
          or do not give. Information on safety and legal rights is general guidance, not legal or
          medical advice for your situation.
        </Trans>
      </p>
    ),
  },
  {
    id: 'terms-availability',
    title: msg`Availability`,
    body: (
      <p>
        <Trans>
          We aim to keep Sahas available {uptimePercent}% of the time. Sometimes it may be down for
          maintenance or for reasons outside our control, and we cannot promise it will always be
          available.
        </Trans>
      </p>
    ),
  },
  {
    id: 'terms-disclaimers',
    title: msg`Disclaimers`,
    body: (
      <p>
        <Trans>
          Sahas is provided free of charge, as it is and as available. Stories are the personal
          experiences of their authors and are not checked for accuracy. Translations and grammar
          suggestions are automatic and can contain mistakes.
        </Trans>
      </p>
    ),
  },
  {
    id: 'terms-liability',
    title: msg`Limitation of liability`,
    body: (
      <p>
        <Trans>
          Because Sahas is a free service, our total liability to you for any claim relating to
          Sahas is limited to ${liabilityCapUsd}, to the fullest extent the law allows. Nothing in
          these terms limits any liability that cannot be limited under Indian law.
        </Trans>
      </p>
    ),
  },
  {
    id: 'terms-law',
    title: msg`Governing law and disputes`,
    // The law (POLICY.governingLaw) and the way of settling (POLICY.disputeResolution) are words
    // of the sentence, written in it so each language says them its own way; the page's test
    // fails if POLICY changes without this text.
    body: (
      <p>
        <Trans>
          These terms are governed by the laws of India. If something goes wrong, please write to us
          first: most concerns can be resolved with a conversation. Any dispute we cannot resolve
          together will be settled by arbitration in India under the Arbitration and Conciliation
          Act, 1996.
        </Trans>
      </p>
    ),
  },
  {
    id: 'terms-ending',
    title: msg`Ending your use`,
    body: (
      <p>
        <Trans>
          You can stop using Sahas at any time and delete your account yourself on your{' '}
          <Link to={ACCOUNT_PATH} className={inlineLinkClass}>
            Account page
          </Link>
          ; our Privacy Policy says what happens to your data then. We may close accounts that
          seriously or repeatedly break these terms.
        </Trans>
      </p>
    ),
  },
  {
    id: 'terms-changes',
    title: msg`Changes to these terms`,
    body: <ChangesToTheseTerms />,
  },
  {
    id: 'terms-contact',
    title: msg`Contact us`,
    body: (
      <p>
        <Trans>
          For legal questions about these terms, write to{' '}
          <MailLink address={legalEmail}>{legalEmail}</MailLink>. We answer legal inquiries within{' '}
          {businessDays} business days.
        </Trans>
      </p>
    ),
  },
];

export default function TermsPage() {
  const { t } = useLingui();
  return (
    <LegalDocument
      title={t`Terms and Conditions`}
      intro={
        <p>
          <Trans>
            The rules that keep Sahas safe and kind for everyone, written as plainly as we can.
          </Trans>
        </p>
      }
      sections={SECTIONS}
    />
  );
}
