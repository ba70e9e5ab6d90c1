// Every write's schema, in one chunk that loads with her first write (checked-input.ts): zod
// and the schemas would cost Home's first script about 11 KB (gzip).
import { accountDeletionInputSchema, passwordChangeInputSchema } from '@/domain/account-input';
import { ngoApprovalInputSchema } from '@/domain/ngo-approval-input';
import { ngoRequestInputSchema } from '@/domain/ngo-request-input';
import { reportInputSchema } from '@/domain/report-input';
import { storyInputSchema, storyUpdateSchema } from '@/domain/story-input';
import { testimonialInputSchema } from '@/domain/testimonial-input';

export { checkInput } from '@/domain/check-input';

export const INPUT_SCHEMAS = {
  story: storyInputSchema,
  storyUpdate: storyUpdateSchema,
  report: reportInputSchema,
  testimonial: testimonialInputSchema,
  ngoRequest: ngoRequestInputSchema,
  ngoApproval: ngoApprovalInputSchema,
  passwordChange: passwordChangeInputSchema,
  accountDeletion: accountDeletionInputSchema,
};
