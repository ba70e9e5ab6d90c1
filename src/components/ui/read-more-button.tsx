import { useLingui } from '@lingui/react/macro';

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
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="btn-quiet -ms-3 self-start"
      aria-expanded={expanded}
      aria-controls={controls}
      aria-describedby={describedBy}
      onClick={onToggle}
    >
      {expanded ? t`Show Less` : t`Read More`}
    </button>
  );
}
