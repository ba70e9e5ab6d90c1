import type { FormEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

/** The newsletter form's markup, the same before and after its checks have loaded. */
export function NewsletterFields({
  emailId,
  email,
  onEmail,
  onSubmit,
  onHide,
  described,
  refusal,
}: {
  emailId: string;
  email: string;
  onEmail: (email: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onHide: () => void;
  /** aria-invalid and aria-describedby of the e-mail field. */
  described?: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
  /** Why the address was refused, under the field. */
  refusal?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="mt-2 flex flex-col gap-2">
      <label htmlFor={emailId} className="text-sm">
        {t`Your e-mail`}
      </label>
      <input
        id={emailId}
        type="email"
        required
        autoComplete="email"
        value={email}
        {...described}
        onChange={(event) => onEmail(event.target.value)}
        className="field"
      />
      {refusal}
      {/* Wraps where a language's two labels run wider than the footer's column (Tamil). */}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn bg-surface text-brand-800 hover:bg-brand-100">
          {t`Subscribe`}
        </button>
        <button
          type="button"
          className="btn text-surface underline hover:bg-brand-700"
          onClick={onHide}
        >
          {t`No Thanks`}
        </button>
      </div>
    </form>
  );
}
