// What a refused auth form says: its toast (auth-toasts.ts), which goes as soon as the field it
// is about passes the form's schema again.
import * as z from 'zod/mini';
import type { FormToast } from '@/lib/toast';
import { authError, type AuthFields } from '@/features/auth/auth-toasts';

/** useSchemaForm's onRefused for an auth form whose errors are `toast`'s. */
export function authRefusal(toast: FormToast, schema: z.core.$ZodType) {
  return (text: string, field: string) =>
    authError(toast, text, (typed: AuthFields) => {
      const parsed = z.safeParse(schema, typed);
      return !parsed.success && parsed.error.issues.some((issue) => issue.path[0] === field);
    });
}
