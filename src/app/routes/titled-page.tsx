import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/app/routes/use-document-title';

/** A route's page with the tab named after it; `name` null keeps the plain brand (Home). */
export function TitledPage({ name, children }: { name: string | null; children: ReactNode }) {
  useDocumentTitle(name);
  return children;
}
