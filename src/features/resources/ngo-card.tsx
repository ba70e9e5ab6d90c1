import { useId } from 'react';
import { Globe, Mail, Phone, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Ngo } from '@/domain/entities';
import { telHref } from '@/domain/phone';
import { ngoCategoryLabel } from '@/components/labels/ngo-category-labels';
import { safeWebsite } from '@/features/resources/ngo-contact';

/** One directory entry. Admins also see the registration number and a delete button. */
export function NgoCard({
  ngo,
  isAdmin,
  deleting,
  onDelete,
}: {
  ngo: Ngo;
  isAdmin: boolean;
  deleting: boolean;
  onDelete: (ngo: Ngo) => void;
}) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const name = ngo.name;
  const website = ngo.website ? safeWebsite(ngo.website) : null;
  return (
    <article
      aria-labelledby={titleId}
      aria-busy={deleting}
      // Load More moves focus here, to the first card it added.
      tabIndex={-1}
      className="card flex h-full flex-col gap-3"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold text-brand-800">
          {ngo.name}
        </h3>
        <span className="rounded-full bg-calm-100 px-3 py-1 text-sm font-medium text-calm-700">
          <span className="sr-only">{t`Category`}:</span> {ngoCategoryLabel(i18n, ngo.category)}
        </span>
      </div>
      <p className="whitespace-pre-line">{ngo.description}</p>
      <ul className="mt-auto flex flex-col gap-1">
        <li>
          <a
            href={telHref(ngo.contact)}
            className="inline-flex min-h-tap items-center gap-2 font-semibold text-brand-700 underline"
          >
            <Phone aria-hidden="true" className="size-4" />
            <span className="sr-only">{t`Phone`}:</span>{' '}
            {/* A phone number reads left to right in every language ("+91 00000 00001"). */}
            <span dir="ltr">{ngo.contact}</span>
          </a>
        </li>
        <li>
          <a
            href={`mailto:${ngo.email}`}
            className="inline-flex min-h-tap items-center gap-2 break-all text-brand-700 underline"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{t`Email`}:</span> {ngo.email}
          </a>
        </li>
        {website && (
          <li>
            <a
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-tap items-center gap-2 break-all text-brand-700 underline"
            >
              <Globe aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{t`Website`}:</span>{' '}
              {/* An address reads left to right in every language, as the phone number does. */}
              <span dir="ltr">{ngo.website}</span>
            </a>
          </li>
        )}
      </ul>
      {isAdmin && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-brand-100 pt-3">
          <p className="text-sm">
            {t`Registration number`}: <span className="font-mono">{ngo.registration_number}</span>
          </p>
          <button
            type="button"
            className="btn-quiet px-3 aria-disabled:cursor-wait aria-disabled:opacity-60"
            aria-disabled={deleting}
            onClick={() => {
              if (!deleting) onDelete(ngo);
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {/* The name is heard, not seen: "Delete Asha Kendra", in the order her language says it. */}
            {deleting ? (
              <Trans>
                Deleting... <span className="sr-only">{name}</span>
              </Trans>
            ) : (
              <Trans>
                Delete <span className="sr-only">{name}</span>
              </Trans>
            )}
          </button>
        </div>
      )}
    </article>
  );
}
