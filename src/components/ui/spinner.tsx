import { LoaderCircle } from 'lucide-react';

/** A visible, announced loading line: an icon that turns (unless motion is reduced) and the text. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-ink-muted">
      <LoaderCircle aria-hidden="true" className="size-6 motion-safe:animate-spin" />
      <span>{label}</span>
    </div>
  );
}
