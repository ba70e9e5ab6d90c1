import { useId } from 'react';
import useSWRMutation from 'swr/mutation';
import { Download } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { message } from '@/i18n/message';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import { BusyButton } from '@/components/ui/busy-button';
import { saveJsonFile } from '@/features/account/save-json-file';
import { AccountSection } from '@/features/account/account-section';

const downloadToast = formToast('account-download');

/** "Download my data": everything she wrote, made for her now, saved as one JSON file. */
export function DownloadMyData() {
  const { t } = useLingui();
  const backend = useBackend();
  // Saved as it arrives and kept nowhere: the mutation answers nothing, so no copy stays here.
  const download = useSWRMutation(
    'account/download-my-data',
    async () => {
      const { fileName, data } = await backend.account.myData();
      saveJsonFile(data, fileName);
    },
    {
      throwOnError: false,
      onSuccess: () => downloadToast.dismiss(),
      onError: () => downloadToast.error(message('dataDownloadFailed')),
    },
  );
  const headingId = useId();

  return (
    <AccountSection headingId={headingId} heading={t`Download your data`}>
      <p className="max-w-prose">{t`A file with everything you wrote on Sahas: your stories with the addresses of their photos and recordings, your testimonials, the stories you reacted to or reported, and your NGO requests. It is made for you now and kept nowhere else.`}</p>
      <p className="max-w-prose text-ink-muted">{t`The file is saved on this device. If someone else can look at this phone or computer, move it somewhere only you can open.`}</p>
      <div>
        <BusyButton
          className="btn-primary"
          busy={download.isMutating}
          label={t`Download my data`}
          busyLabel={t`Preparing your file...`}
          icon={<Download aria-hidden="true" className="size-5" />}
          onClick={() => void download.trigger()}
        />
      </div>
    </AccountSection>
  );
}
