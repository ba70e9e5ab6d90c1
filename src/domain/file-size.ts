// File sizes as readers see them before choosing to load a photo or video on mobile data.

const UNITS = ['KB', 'MB', 'GB'] as const;

// From here a size rounds to at least 1000 bytes and is shown in KB.
const SHOWN_IN_KB_FROM = 999.5;

/**
 * The size in whole bytes when it is shown in bytes (under a kilobyte), else null: a screen says
 * "bytes" in her language, where KB and MB read the same in all.
 */
export function wholeBytesUnderKilobyte(bytes: number): number | null {
  return Number.isFinite(bytes) && bytes >= 0 && bytes < SHOWN_IN_KB_FROM
    ? Math.round(bytes)
    : null;
}

/** '820 bytes', '12 KB', '1.2 MB', '3.4 GB': one decimal below 10 of a unit, none above. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const inBytes = wholeBytesUnderKilobyte(bytes);
  if (inBytes !== null) return `${inBytes} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 999.5 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${UNITS[unit]}`;
}
