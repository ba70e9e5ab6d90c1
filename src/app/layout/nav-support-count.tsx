// The count beside Share your Story in the navigation: how many messages of support reached her
// stories since she last looked at Your Stories. Loaded only for a signed-in person (navbar.tsx),
// so a visitor's Home fetches none of it. A bare number on screen: someone glancing at her phone
// reads nothing about support or stories; a screen reader names it in full.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { loadMessages } from '@/i18n/i18n';
import { message } from '@/i18n/message';
import {
  useSupportReceived,
  YOUR_STORIES_HASH,
} from '@/features/share-story/own-story-support-query';
import { formatCount } from '@/i18n/format-count';

export default function NavSupportCount({ onNavigate }: { onNavigate: () => void }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const { data, mutate } = useSupportReceived();
  // Its name is in the toasts' catalogue (src/domain/messages.ts), which comes on first use.
  const [worded, setWorded] = useState(false);
  useEffect(() => {
    const done = () => setWorded(true);
    loadMessages().then(done, done);
  }, []);
  // Asked again as she moves to another page (never behind her back); the first page's answer
  // is the one asked for as it appeared.
  const askedOn = useRef(pathname);
  useEffect(() => {
    if (askedOn.current === pathname) return;
    askedOn.current = pathname;
    void mutate();
  }, [pathname, mutate]);

  const unseen = data?.unseen ?? 0;
  if (unseen === 0 || !worded) return null;
  const count = formatCount(unseen, i18n.locale);
  return (
    <Link
      to={`/share-story${YOUR_STORIES_HASH}`}
      onClick={onNavigate}
      aria-label={message('supportNewInNav', { count })}
      className="flex min-h-tap min-w-tap items-center justify-center rounded-full hover:bg-brand-50 lg:min-w-0 lg:px-0.5"
    >
      <span className="min-w-6 rounded-full bg-brand-100 px-1.5 text-center text-sm leading-6 font-semibold text-brand-800 tabular-nums">
        {count}
      </span>
    </Link>
  );
}
