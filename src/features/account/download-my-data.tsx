import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { ACCOUNT_COPY } from '@/domain/copy/account';
import { message } from '@/i18n/message';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import { BusyButton } from '@/features/account/busy-button';
import { saveJsonFile } from '@/features/account/save-json-file';
import { AccountSection } from '@/features/account/account-section';

const downloadToast = formToast('account-download');

/** "Download my data": everything she wrote, made for her now, saved as one JSON file. */
export function DownloadMyData() {
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
    <AccountSection headingId={headingId} heading={ACCOUNT_COPY.downloadHeading}>
      <p className="max-w-prose">{ACCOUNT_COPY.downloadText}</p>
      <p className="max-w-prose text-ink-muted">{ACCOUNT_COPY.downloadWarning}</p>
      <div>
        <BusyButton
          className="btn-primary"
          busy={preparing}
          label={ACCOUNT_COPY.downloadData}
          busyLabel={ACCOUNT_COPY.preparingData}
          icon={<Download aria-hidden="true" className="size-5" />}
          onClick={() => void download()}
        />
      </div>
    </AccountSection>
  );
}
