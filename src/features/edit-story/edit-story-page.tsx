import { Link } from 'react-router-dom';
import { COPY } from '@/domain/copy';

export default function EditStoryPage() {
  return (
    <div className="page">
      <h1 className="page-title">{COPY.editHeading}</h1>
      <Link to="/share-story" className="btn-secondary mt-6">
        {COPY.cancel}
      </Link>
    </div>
  );
}
