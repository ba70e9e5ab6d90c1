import { Mail } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { EnglishVersion } from '@/components/ui/english-version';
import { CONTACT } from '@/domain/brand';
import { QuickHelplines } from '@/features/resources/quick-helplines';
import { NgoDirectory } from '@/features/resources/ngo-directory';
import { NgoRequestForm } from '@/features/resources/ngo-request-form';
import { HubTopic, InfoHub } from '@/features/resources/info-hub';
import { LEGAL_RIGHTS, OTHER_TOPICS, SAFETY_TIPS } from '@/features/resources/hub-content';

export default function ResourcesPage() {
  const { t } = useLingui();
  return (
    <div className="page">
      <h1 className="page-title">{t`Verified Support Network`}</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        {t`Helplines, verified organisations and information you can use, whenever you are ready.`}
      </p>

      <QuickHelplines />

      <NgoDirectory />

      <NgoRequestForm />

      <section aria-labelledby="hubs-heading" className="mt-10">
        <h2 id="hubs-heading" className="text-2xl font-bold text-brand-800">
          {t`Safety, legal and emotional support`}
        </h2>
        <div className="mt-4 flex flex-col gap-4">
          <InfoHub title={t`Safety tips`}>
            <HubTopic title={t`Personal safety`} items={SAFETY_TIPS.personal} />
            <HubTopic title={t`Digital safety checklist`} items={SAFETY_TIPS.digital} />
          </InfoHub>
          <InfoHub title={t`Legal rights`}>
            <HubTopic
              title={t`Protection of Women from Domestic Violence Act, 2005`}
              items={LEGAL_RIGHTS.domesticViolence}
            />
            <HubTopic title={t`Free legal aid`} items={LEGAL_RIGHTS.legalAid} />
            <HubTopic
              title={t`Confidentiality in police investigation`}
              items={LEGAL_RIGHTS.confidentiality}
            />
            <EnglishVersion label={t`Read this page in English`} />
          </InfoHub>
          <InfoHub title={t`Other topics`}>
            <HubTopic title={t`Paths to therapy`} items={OTHER_TOPICS.therapy} />
            <HubTopic title={t`Community empowerment`} items={OTHER_TOPICS.empowerment} />
          </InfoHub>
        </div>
      </section>

      <section aria-labelledby="contact-heading" className="card mt-10">
        <h2 id="contact-heading" className="text-2xl font-bold text-brand-800">
          {t`Contact us`}
        </h2>
        <p className="mt-2 max-w-prose">
          {t`Know an organisation we should list, or need help finding one? Write to us.`}
        </p>
        <a href={`mailto:${CONTACT.email}`} className="btn-secondary mt-4">
          <Mail aria-hidden="true" className="size-4" />
          {CONTACT.email}
        </a>
      </section>
    </div>
  );
}
