import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useDocumentTitle } from '@/app/routes/use-document-title';

/** A route's page with the tab named after it; `name` null keeps the plain brand (Home). */
export function TitledPage({
  name,
  children,
}: {
  name: MessageDescriptor | null;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  useDocumentTitle(name ? i18n._(name) : null);
  return children;
}
