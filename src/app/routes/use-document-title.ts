import { useEffect } from 'react';
import { BRAND } from '@/domain/brand';
import { quickExitUnderway } from '@/app/layout/quick-exit';

/** "Stories · Sahas": the page's name and the brand, nothing she wrote or looked at. */
export function documentTitle(pageName: string | null): string {
  return pageName ? `${pageName} · ${BRAND.name}` : BRAND.name;
}

/** Names the tab after the page (WCAG 2.4.2), unless a quick exit has already blanked it. */
export function useDocumentTitle(pageName: string | null): void {
  useEffect(() => {
    if (!quickExitUnderway()) document.title = documentTitle(pageName);
  }, [pageName]);
}
