import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';

/**
 * Subscribe only shows a browser alert and makes no call; No Thanks hides the box.
 * `onHide` runs first, so the footer can move focus somewhere near before the button goes.
 */
export function NewsletterBox({ onHide }: { onHide?: () => void }) {
  const { t } = useLingui();
  const [hidden, setHidden] = useState(false);
  const [email, setEmail] = useState('');

  if (hidden) return null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    window.alert(t`Thank you for subscribing!`);
    setEmail('');
  }

  return (
    <section aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="text-lg font-bold">
        {t`Newsletter`}
      </h2>
      <form method="post" onSubmit={handleSubmit} className="mt-2 flex flex-col gap-2">
        <label htmlFor="newsletter-email" className="text-sm">
          {t`Your e-mail`}
        </label>
        <input
          id="newsletter-email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="field"
        />
        <div className="flex gap-2">
          <button type="submit" className="btn bg-surface text-brand-800 hover:bg-brand-100">
            {t`Subscribe`}
          </button>
          <button
            type="button"
            className="btn text-surface underline hover:bg-brand-700"
            onClick={() => {
              onHide?.();
              setHidden(true);
            }}
          >
            {t`No Thanks`}
          </button>
        </div>
      </form>
    </section>
  );
}
