import type { SchemaForm } from '@/components/forms/use-schema-form';

/** useSchemaForm's `described` as PasswordField's props (describedBy, invalid). */
export function passwordWiring(wiring: ReturnType<SchemaForm<string, unknown>['described']>): {
  describedBy: string | undefined;
  invalid: boolean;
} {
  return { describedBy: wiring['aria-describedby'], invalid: wiring['aria-invalid'] === true };
}
