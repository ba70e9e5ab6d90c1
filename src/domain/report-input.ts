// What a reader sends when she reports a story: why (the server's and the rules' reasons).
import * as z from 'zod/mini';
import { REPORT_REASONS, type ReportReason } from './vocabularies';

const reasonIds = REPORT_REASONS.map((reason) => reason.id) as [ReportReason, ...ReportReason[]];

export const reportInputSchema = z.object({
  /** Older clients sent no reason. */
  reason: z._default(z.enum(reasonIds), 'other'),
});

export type ReportInput = z.input<typeof reportInputSchema>;

/**
 * A story's id as either backend names one (a uuid, or a Firestore document id): anything else,
 * a NUL byte or a slash included, is refused before any request or read.
 */
export const storyIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'Not a story id.'));

/** She withdraws her own pending report on a story (made by mistake). */
export const reportWithdrawalSchema = z.object({ storyId: storyIdSchema });

export type ReportWithdrawal = z.input<typeof reportWithdrawalSchema>;
