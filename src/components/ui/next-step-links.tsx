import { Link } from 'react-router-dom';

export interface NextStep {
  to: string;
  label: string;
}

/**
 * Where she can go from here: one main way on and one other, as a pair of button-like links
 * (a page she reached with nothing left to do there is never a dead end).
 */
export function NextStepLinks({
  main,
  other,
  className = 'mt-6',
}: {
  main: NextStep;
  other: NextStep;
  className?: string;
}) {
  return (
    <div className={`${className} flex flex-wrap gap-3`}>
      <Link to={main.to} className="btn-primary">
        {main.label}
      </Link>
      <Link to={other.to} className="btn-secondary">
        {other.label}
      </Link>
    </div>
  );
}
