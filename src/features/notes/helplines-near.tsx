import { useId, useState } from 'react';
import useSWR from 'swr';
import { Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { telHref } from '@/domain/phone';
import { useAuth } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { dataKey } from '@/lib/data-layer/data-keys';
import { Spinner } from '@/components/ui/spinner';
import { NOTES_HELPLINES } from '@/features/notes/helplines';
import { ngosNear } from '@/features/notes/ngos-near';

/**
 * The national helplines, and the directory's NGOs for a state or city she types: never her
 * location, which the page does not ask for. The directory is the public one (same cache as
 * Resources).
 */
export function HelplinesNear({ area, onArea }: { area: string; onArea: (area: string) => void }) {
  const { t, i18n } = useLingui();
  const backend = useBackend();
  const { user } = useAuth();
  const isAdmin = user?.isAdmin ?? false;
  const areaId = useId();
  const [asked, setAsked] = useState(area.trim() !== '');
  // The Resources page's key and shape, so the two share one copy of the directory.
  const directory = useSWR(asked ? dataKey('ngo-directory', isAdmin) : null, async () => ({
    ngos: await backend.ngos.approved(),
    savedAt: null,
  }));
  const near = directory.data ? ngosNear(directory.data.ngos, area) : [];

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-2">
        {NOTES_HELPLINES.map(({ number, label }) => (
          <li key={number}>
            <a
              href={telHref(number)}
              className="inline-flex min-h-tap items-center gap-2 font-semibold text-brand-700 underline"
            >
              <Phone aria-hidden="true" className="size-4" />
              {number}
            </a>{' '}
            {i18n._(label)}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2">
        <label htmlFor={areaId} className="font-semibold">
          {t`Your state or city`}
        </label>
        <p className="-mt-1 text-ink-muted">{t`Type it to find NGOs near you. We do not ask for your location.`}</p>
        <div className="flex flex-wrap gap-2">
          <input
            id={areaId}
            className="field max-w-xs"
            value={area}
            onChange={(event) => onArea(event.target.value)}
          />
          <button type="button" className="btn-secondary" onClick={() => setAsked(true)}>
            {t`Find NGOs`}
          </button>
        </div>
      </div>
      {asked && !directory.data && !directory.error && <Spinner label={t`Loading NGOs...`} />}
      {asked && directory.error !== undefined && (
        <p role="alert">{t`The NGO directory could not be loaded just now. Please try again.`}</p>
      )}
      {asked && directory.data && (
        <div role="status">
          {near.length === 0 ? (
            <p>
              {t`No NGO in our directory names this place.`}{' '}
              <Link to="/resources" className="font-semibold text-brand-700 underline">
                {t`See the whole directory`}
              </Link>
            </p>
          ) : (
            <ul className="flex flex-col gap-2">
              {near.map((ngo) => (
                <li key={ngo.id} className="rounded-xl bg-surface-sunken p-3">
                  <p className="font-semibold">{ngo.name}</p>
                  <a href={telHref(ngo.contact)} className="text-brand-700 underline">
                    {ngo.contact}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
