// What a reader sends when she reports a story: why (the server's and the rules' reasons).
import * as z from 'zod/mini';
import { REPORT_REASONS, type ReportReason } from './vocabularies';

const reasonIds = REPORT_REASONS.map((reason) => reason.id) as [ReportReason, ...ReportReason[]];

export const reportInputSchema = z.object({
  /** Older clients sent no reason. */
  reason: z._default(z.enum(reasonIds), 'other'),
});

export type ReportInput = z.input<typeof reportInputSchema>;
