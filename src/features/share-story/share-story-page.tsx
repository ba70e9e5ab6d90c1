import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@/lib/auth-context';
import { ShareStoryForm } from '@/features/share-story/share-story-form';
import { useMyStories } from '@/features/share-story/use-my-stories';
import { YourStories } from '@/features/share-story/your-stories';

export default function ShareStoryPage() {
  const { t } = useLingui();
  const { status, user, offline } = useAuth();
  const mine = useMyStories(status === 'signed-in' ? (user?.id ?? null) : null);

  return (
    <div className="page">
      <h1 className="page-title">{t`Share Your Story`}</h1>
      <div className="max-w-3xl">
        <ShareStoryForm onShared={mine.add} />
        <YourStories authStatus={status} sessionOffline={offline} mine={mine} />
      </div>
    </div>
  );
}
