import { useId } from 'react';
import { Globe, Mail, Phone, Trash2 } from 'lucide-react';
import { COPY } from '@/domain/copy';
import { NGO_COPY } from '@/domain/copy/ngo';
import { RESOURCES_COPY } from '@/domain/copy/resources';
import type { Ngo } from '@/domain/entities';
import { telHref } from '@/domain/phone';
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
  const titleId = useId();
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
          <span className="sr-only">{NGO_COPY.ngoCategoryLabel}:</span> {ngo.category}
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
            <span className="sr-only">{NGO_COPY.ngoPhoneLabel}:</span>{' '}
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
            <span className="sr-only">{COPY.email}:</span> {ngo.email}
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
              <span className="sr-only">{RESOURCES_COPY.ngoWebsiteLabel}:</span> {ngo.website}
            </a>
          </li>
        )}
      </ul>
      {isAdmin && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-brand-100 pt-3">
          <p className="text-sm">
            {NGO_COPY.ngoRegistrationLabel}:{' '}
            <span className="font-mono">{ngo.registration_number}</span>
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
            {deleting ? COPY.deleting : COPY.deleteLabel}{' '}
            <span className="sr-only">{ngo.name}</span>
          </button>
        </div>
      )}
    </article>
  );
}
