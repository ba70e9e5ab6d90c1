// Cookies in the test DOM. happy-dom keeps a cookie set with Max-Age=0 (as pages delete one) until
// the clock's next millisecond, so a test that reads document.cookie at once can still see it
// (empty); a date long past is dropped at once, here as in a browser.

const LONG_PAST = 'Thu, 01 Jan 1970 00:00:00 GMT';

/** Deletes one cookie set at Path=/. */
export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Expires=${LONG_PAST}`;
}

/** Deletes every cookie the page can see, so that none reaches the next test (files share a DOM). */
export function deleteAllCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
}
