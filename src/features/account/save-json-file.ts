/**
 * Hands `data` to the browser as a download called `fileName`, pretty-printed so she can read
 * it. It goes through an object URL in memory only: nothing is written to the site's storage,
 * and the URL is let go once the download has started.
 */
export function saveJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The browser has taken the file by the next task; a moment later is kinder to slow phones.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
