import type { IdentifyingDetail } from '@/domain/identifying-details';

const CONTEXT_CHARS = 24;

/**
 * An identifying detail (a phone number, an address...) marked in a few words of its context: in
 * the share form's prompt and in the review queue alike.
 */
export function IdentifyingDetailExcerpt({
  text,
  detail,
}: {
  text: string;
  detail: IdentifyingDetail;
}) {
  const from = Math.max(0, detail.start - CONTEXT_CHARS);
  const to = Math.min(text.length, detail.end + CONTEXT_CHARS);
  return (
    <span className="break-words">
      {from > 0 && '…'}
      {text.slice(from, detail.start)}
      <mark className="rounded bg-danger-100 px-0.5 font-semibold text-ink">{detail.text}</mark>
      {text.slice(detail.end, to)}
      {to < text.length && '…'}
    </span>
  );
}
