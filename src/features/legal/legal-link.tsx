import type { ReactNode } from 'react';

interface MailLinkProps {
  address: string;
  children?: ReactNode;
}

/** An underlined mailto link for the running text of the legal pages. */
export function MailLink({ address, children }: MailLinkProps) {
  return (
    <a
      href={`mailto:${address}`}
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {children ?? address}
    </a>
  );
}

/** Classes for router links inside the running text of the legal pages. */
export const inlineLinkClass =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';
