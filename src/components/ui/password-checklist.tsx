import { AUTH_COPY } from '@/domain/copy/auth';
import { checkPassword } from '@/domain/password-rules';

/**
 * The live list of password rules. Each rule says ✓ or ✗ in text as well as colour. The list
 * describes the password field (read on focus); only "every rule met" is announced, so a
 * screen reader is not interrupted on every keystroke.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const rules = checkPassword(password);
  const allMet = rules.every((rule) => rule.met);

  return (
    <div id={id} className="mt-2 text-base">
      <p className="text-ink-muted">{AUTH_COPY.passwordRulesHeading}</p>
      <ul className="mt-1 space-y-1">
        {rules.map((rule) => (
          <li
            key={rule.id}
            data-rule={rule.id}
            className={`flex items-start gap-2 ${rule.met ? 'text-success-600' : 'text-danger-600'}`}
          >
            <span aria-hidden="true" className="w-4 font-bold">
              {rule.met ? '✓' : '✗'}
            </span>
            <span>
              {rule.label}
              <span className="sr-only">
                {' '}
                ({rule.met ? AUTH_COPY.passwordRuleMet : AUTH_COPY.passwordRuleNotMet})
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {allMet ? AUTH_COPY.passwordRulesAllMet : ''}
      </p>
    </div>
  );
}
