import { COPY } from '@/domain/copy';

/** Read More / Show Less for a cut text; `controls` is the id of what it opens. */
export function ReadMoreButton({
  expanded,
  onToggle,
  controls,
  describedBy,
}: {
  expanded: boolean;
  onToggle: () => void;
  controls: string;
  /** Usually the title's id, so a screen reader says which story. */
  describedBy?: string;
}) {
  return (
    <button
      type="button"
      className="btn-quiet -ml-3 self-start"
      aria-expanded={expanded}
      aria-controls={controls}
      aria-describedby={describedBy}
      onClick={onToggle}
    >
      {expanded ? COPY.showLess : COPY.readMore}
    </button>
  );
}
