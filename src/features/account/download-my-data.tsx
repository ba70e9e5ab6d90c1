import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { message } from '@/i18n/message';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import { BusyButton } from '@/features/account/busy-button';
import { saveJsonFile } from '@/features/account/save-json-file';
import { AccountSection } from '@/features/account/account-section';

const downloadToast = formToast('account-download');

/** "Download my data": everything she wrote, made for her now, saved as one JSON file. */
export function DownloadMyData() {
  const { t } = useLingui();
  const backend = useBackend();
  const [preparing, setPreparing] = useState(false);
  const headingId = useId();

  async function download() {
    setPreparing(true);
    try {
      const { fileName, data } = await backend.account.myData();
      saveJsonFile(data, fileName);
      downloadToast.dismiss();
    } catch {
      downloadToast.error(message('dataDownloadFailed'));
    } finally {
      setPreparing(false);
    }
  }

  return (
    <AccountSection headingId={headingId} heading={t`Download your data`}>
      <p className="max-w-prose">{t`A file with everything you wrote on Sahas: your stories with the addresses of their photos and recordings, your testimonials, the stories you reacted to or reported, and your NGO requests. It is made for you now and kept nowhere else.`}</p>
      <p className="max-w-prose text-ink-muted">{t`The file is saved on this device. If someone else can look at this phone or computer, move it somewhere only you can open.`}</p>
      <div>
        <BusyButton
          className="btn-primary"
          busy={preparing}
          label={t`Download my data`}
          busyLabel={t`Preparing your file...`}
          icon={<Download aria-hidden="true" className="size-5" />}
          onClick={() => void download()}
        />
      </div>
    </AccountSection>
  );
}
