import { useEffect, useId, useMemo, useRef, useState } from 'react';
import useSWRMutation from 'swr/mutation';
import { Search } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { isBackendError } from '@/backend/backend-error';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import type { Ngo } from '@/domain/entities';
import { message } from '@/i18n/message';
import { NGO_CATEGORIES } from '@/domain/vocabularies';
import { useAuth } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import { NgoCard } from '@/features/resources/ngo-card';
import { ngoCategoryLabel } from '@/components/labels/ngo-category-labels';
import {
  ALL_CATEGORIES,
  DIRECTORY_PAGE_SIZE,
  directoryPage,
  filterNgos,
  isCategoryChoice,
  NO_FILTER,
  type DirectoryFilter,
} from '@/features/resources/ngo-directory-filter';
import { useNgoDirectory } from '@/features/resources/use-ngo-directory';

/** What deleting an NGO says: a retry that works replaces its failure. */
function deleteToast(ngo: Ngo) {
  return formToast(`ngo-delete-${ngo.id}`);
}

/**
 * One NGO of the list, holding its own deletion: SWR says whether it runs (the card shows
 * Deleting... and ignores taps meanwhile). The list drops it itself, so nothing is asked again.
 */
function DirectoryEntry({
  ngo,
  isAdmin,
  onAsk,
  onDeleted,
}: {
  ngo: Ngo;
  isAdmin: boolean;
  /** Asks her first; `remove` deletes it once she confirms. */
  onAsk: (ngo: Ngo, remove: () => void) => void;
  onDeleted: (ngo: Ngo) => void;
}) {
  const backend = useBackend();
  const removal = useSWRMutation(
    `ngo-directory-delete/${ngo.id}`,
    () => backend.admin.deleteNgo(ngo.id),
    { populateCache: false, revalidate: false },
  );

  async function remove() {
    try {
      await removal.trigger();
      onDeleted(ngo);
    } catch (error) {
      // Someone else removed it first: it is gone, as the admin wanted.
      if (isBackendError(error, 'not-found')) onDeleted(ngo);
      else deleteToast(ngo).error(message('ngoDirectoryDeleteFailed', { name: ngo.name }));
    }
  }

  return (
    <NgoCard
      ngo={ngo}
      isAdmin={isAdmin}
      deleting={removal.isMutating}
      onDelete={() => onAsk(ngo, () => void remove())}
    />
  );
}

/**
 * The searchable directory: search by name or description together with the
 * category filter, 12 NGOs first and 12 more per Load More. Admins may delete an NGO here.
 */
export function NgoDirectory() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const isAdmin = user?.isAdmin ?? false;
  const directory = useNgoDirectory(isAdmin);
  const [filter, setFilter] = useState<DirectoryFilter>(NO_FILTER);
  const [limit, setLimit] = useState<number>(DIRECTORY_PAGE_SIZE);
  // The NGO she asked to delete, and what deletes it (its card's own deletion).
  const [toDelete, setToDelete] = useState<{ ngo: Ngo; remove: () => void } | null>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();

  const matching = useMemo(() => filterNgos(directory.ngos, filter), [directory.ngos, filter]);
  const { shown, hasMore } = directoryPage(matching, limit);
  const shownCount = shown.length;
  const total = matching.length;
  const searching = filter.query.trim() !== '' || filter.category !== ALL_CATEGORIES;
  // Offline, the copy the service worker kept: she should know how old it is.
  const savedOn = directory.savedAt && i18n.date(directory.savedAt, { dateStyle: 'long' });

  // After Load More, focus moves to the first card it added, so reading carries on from there.
  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.querySelectorAll<HTMLElement>('article')[focusIndex]?.focus();
  }, [focusIndex]);

  function changeFilter(change: Partial<DirectoryFilter>) {
    setFilter((current) => ({ ...current, ...change }));
    setLimit(DIRECTORY_PAGE_SIZE);
    setFocusIndex(null);
  }

  function loadMore() {
    setFocusIndex(limit);
    setLimit(limit + DIRECTORY_PAGE_SIZE);
  }

  function finishDelete(ngo: Ngo) {
    directory.remove(ngo.id);
    deleteToast(ngo).success(message('ngoDirectoryDeleted', { name: ngo.name }));
    headingRef.current?.focus();
  }

  return (
    // A fixed id, as the page's other sections have: there is one directory on the page.
    <section aria-labelledby="ngo-directory-heading" className="mt-10">
      <h2
        id="ngo-directory-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-brand-800"
      >
        {t`NGO directory`}
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">
        {t`Every organisation listed here has been checked by our team.`}
      </p>

      <div role="search" className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${baseId}-search`} className="font-semibold">
            {t`Search NGOs`}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 inset-s-3 size-5 -translate-y-1/2 text-ink-muted"
            />
            <input
              id={`${baseId}-search`}
              type="search"
              className="field ps-10"
              placeholder={t`Search by name or description`}
              value={filter.query}
              onChange={(event) => changeFilter({ query: event.target.value })}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${baseId}-category`} className="font-semibold">
            {t`Category`}
          </label>
          <select
            id={`${baseId}-category`}
            className="field"
            value={filter.category}
            onChange={(event) => {
              const value = event.target.value;
              if (isCategoryChoice(value)) changeFilter({ category: value });
            }}
          >
            <option value={ALL_CATEGORIES}>{t`All categories`}</option>
            {NGO_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {ngoCategoryLabel(i18n, category)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-6">
        {directory.status === 'loading' ? (
          <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((n) => (
              <div key={n} aria-hidden="true" className="card flex flex-col gap-3">
                <div className="h-6 w-2/3 animate-pulse rounded bg-brand-100" />
                <div className="h-4 w-full animate-pulse rounded bg-surface-sunken" />
                <div className="h-4 w-5/6 animate-pulse rounded bg-surface-sunken" />
              </div>
            ))}
            <span className="sr-only">{t`Loading NGOs...`}</span>
          </div>
        ) : directory.status === 'failed' ? (
          <div className="card flex flex-col items-start gap-3">
            {/* Its states in Resources' own words (the toasts' catalogue has them too, for the
                admin's lists): the page draws them before that catalogue comes, at her first tap. */}
            <p>{t`Could not load NGOs. Try refreshing.`}</p>
            <button type="button" className="btn-secondary" onClick={directory.retry}>
              {t`Try again`}
            </button>
          </div>
        ) : (
          <>
            {savedOn && <p className="mb-2 font-semibold">{t`Saved on ${savedOn}`}</p>}
            <p aria-live="polite" className={matching.length === 0 ? '' : 'text-sm text-ink-muted'}>
              {directory.ngos.length === 0 && !searching
                ? // Nothing listed at all, and she has not searched: not hers to widen.
                  t`No approved NGOs yet.`
                : matching.length === 0
                  ? t`No NGOs match your criteria. Try widening your search!`
                  : t`Showing ${shownCount} of ${total} NGOs`}
            </p>
            {shown.length > 0 && (
              <ul ref={listRef} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((ngo) => (
                  <li key={ngo.id}>
                    <DirectoryEntry
                      ngo={ngo}
                      // The saved copy has no admin-only fields, and offline a delete cannot work.
                      isAdmin={isAdmin && !directory.savedAt}
                      onAsk={(asked, remove) => setToDelete({ ngo: asked, remove })}
                      onDeleted={finishDelete}
                    />
                  </li>
                ))}
              </ul>
            )}
            {hasMore && (
              <div className="mt-8 flex justify-center">
                <button type="button" className="btn-secondary" onClick={loadMore}>
                  {t`Load More`}
                </button>
              </div>
            )}
          </>
        )}
      </div>

      <LazyConfirmDialog
        open={toDelete !== null}
        title={t`Delete this NGO?`}
        destructive
        // Asked for only once she asks: its words come with her first tap, not with the page.
        message={toDelete && <p>{message('ngoDeleteConfirm', { name: toDelete.ngo.name })}</p>}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const asked = toDelete;
          setToDelete(null);
          asked?.remove();
        }}
      />
    </section>
  );
}
