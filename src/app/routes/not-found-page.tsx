import { Link } from 'react-router-dom';
import { COPY } from '@/domain/copy';

export default function NotFoundPage() {
  return (
    <div className="page">
      <h1 className="page-title">{COPY.notFoundHeading}</h1>
      <p className="mt-4 max-w-prose">
        The page you were looking for is not here. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/" className="btn-primary">
          Go to the home page
        </Link>
        <Link to="/resources" className="btn-secondary">
          Find support
        </Link>
      </div>
    </div>
  );
}
