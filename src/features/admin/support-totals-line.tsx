// One line near the top of the dashboard (issue 36 item 1): how much support readers sent, in
// totals only (the server never tells an admin which stories or who). A side note to the work
// below it: while it loads, or if it cannot, it says nothing rather than adding a second error.
import useSWR from 'swr';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { dataKey } from '@/lib/data-layer/data-keys';

export function SupportTotalsLine() {
  const { t } = useLingui();
  const backend = useBackend();
  const { user } = useAuth();
  const { data } = useSWR(dataKey('admin-lists', user?.id ?? null, 'support-totals'), () =>
    backend.admin.supportTotals({}),
  );
  if (!data) return null;
  const { messages, stories } = data;
  return (
    <p className="mt-2 text-ink-muted tabular-nums">
      {t`Support sent: ${plural(messages, { one: '# message', other: '# messages' })} to ${plural(
        stories,
        { one: '# story', other: '# stories' },
      )}`}
    </p>
  );
}
