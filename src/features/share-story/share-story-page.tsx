import { COPY } from '@/domain/copy';

export default function ShareStoryPage() {
  return (
    <div className="page">
      <h1 className="page-title">{COPY.shareHeading}</h1>
      <p className="mt-2 max-w-prose text-ink-muted">{COPY.anonymityNote}</p>
      <section aria-labelledby="your-stories-heading" className="mt-10">
        <h2 id="your-stories-heading" className="text-2xl font-bold text-brand-800">
          {COPY.yourStories}
        </h2>
      </section>
    </div>
  );
}
