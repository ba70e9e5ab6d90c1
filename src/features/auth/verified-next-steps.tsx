import { COPY } from '@/domain/copy';
import { NextStepLinks } from '@/components/ui/next-step-links';

/**
 * The verification link opened while already signed in: there is nothing to sign in to, so it
 * confirms the address and offers the ways on.
 */
export function VerifiedNextSteps() {
  return (
    <div className="page">
      <div className="mx-auto max-w-md">
        <h1 className="page-title">{COPY.emailVerifiedHeading}</h1>
        <p role="status" className="mt-4 rounded-xl bg-calm-100 p-3 text-calm-700">
          {COPY.emailVerifiedSignedIn}
        </p>
        <nav aria-label={COPY.whereNext} className="card mt-6">
          <p className="font-medium">{COPY.whereNext}</p>
          <NextStepLinks
            className="mt-4"
            main={{ to: '/share-story', label: COPY.goShareStory }}
            other={{ to: '/stories', label: COPY.goReadStories }}
          />
        </nav>
      </div>
    </div>
  );
}
