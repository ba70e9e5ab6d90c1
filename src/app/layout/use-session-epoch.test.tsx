import { renderHook } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { useSessionEpoch } from '@/app/layout/use-session-epoch';
import { takeSignOutMark, whileSigningOut } from '@/lib/browser-storage';

const DRAFT = 'share-story-draft';

function signedInAs(userId: string | null) {
  return renderHook(({ id }) => useSessionEpoch(id), { initialProps: { id: userId } });
}

beforeEach(() => {
  takeSignOutMark();
  sessionStorage.setItem(DRAFT, 'Something only I should read.');
});

test('her Sign Out empties the tab even when the page learns of it after the call returned', async () => {
  const page = signedInAs('her');
  await whileSigningOut(() => Promise.resolve());
  page.rerender({ id: null });
  expect(sessionStorage.getItem(DRAFT)).toBeNull();
  expect(page.result.current).toBe(1);
});

test('a session the server ended keeps her unsent words', () => {
  const page = signedInAs('her');
  page.rerender({ id: null });
  expect(sessionStorage.getItem(DRAFT)).not.toBeNull();
  expect(page.result.current).toBe(1);
});

test('a Sign Out that failed leaves no mark to clear her draft later', async () => {
  const page = signedInAs('her');
  await expect(whileSigningOut(() => Promise.reject(new Error('offline')))).rejects.toThrow();
  page.rerender({ id: null });
  expect(sessionStorage.getItem(DRAFT)).not.toBeNull();
});
