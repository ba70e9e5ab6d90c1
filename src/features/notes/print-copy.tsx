import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './notes-print.css';

/**
 * What prints: a copy in <body>, hidden on screen, the only thing on paper while it is there
 * (notes-print.css). Nothing of it is stored: it goes with the screen that shows it.
 */
export function PrintCopy({
  onePage = false,
  children,
}: {
  onePage?: boolean;
  children: ReactNode;
}) {
  return createPortal(
    <div data-notes-print={onePage ? 'one-page' : 'document'}>{children}</div>,
    document.body,
  );
}
