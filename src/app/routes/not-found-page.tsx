import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';

export default function NotFoundPage() {
  const { t } = useLingui();
  return (
    <div className="page">
      <h1 className="page-title">{t`Page not found`}</h1>
      <p className="mt-4 max-w-prose">
        {t`The page you were looking for is not here. It may have moved, or the link may be mistyped.`}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/" className="btn-primary">
          {t`Go to the home page`}
        </Link>
        <Link to="/resources" className="btn-secondary">
          {t`Find support`}
        </Link>
      </div>
    </div>
  );
}
