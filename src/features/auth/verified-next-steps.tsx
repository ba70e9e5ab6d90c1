import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { NextStepLinks } from '@/components/ui/next-step-links';
import { message } from '@/i18n/message';
import { toast } from '@/lib/toast';

/**
 * The verification link opened while already signed in: there is nothing to sign in to, so it
 * confirms the address and offers the ways on.
 */
export function VerifiedNextSteps() {
  const { t } = useLingui();
  return (
    <div className="page">
      <div className="mx-auto max-w-md">
        <h1 className="page-title">{t`Email address verified`}</h1>
        <p role="status" className="mt-4 rounded-xl bg-calm-100 p-3 text-calm-700">
          {t`Thank you. Your email address is verified, and you are signed in.`}
        </p>
        <nav aria-label={t`Where would you like to go next?`} className="card mt-6">
          <p className="font-medium">{t`Where would you like to go next?`}</p>
          <NextStepLinks
            className="mt-4"
            main={{ to: '/share-story', label: t`Share your story` }}
            other={{ to: '/stories', label: t`Read stories` }}
          />
        </nav>
      </div>
    </div>
  );
}

/**
 * The verification link opened where she is signed in, on her way somewhere (she signed up from
 * a page that asked her to): she goes on there, told that her address is verified.
 */
export function VerifiedGoOn({ to }: { to: string }) {
  useEffect(() => {
    toast.success(message('emailVerifiedSignedIn'), { id: 'email-verified' });
  }, []);
  return <Navigate to={to} replace />;
}
