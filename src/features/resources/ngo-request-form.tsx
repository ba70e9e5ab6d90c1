import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { clearNgoRequestDraft, readNgoRequestDraft } from '@/features/resources/ngo-request-draft';
import type { NgoRequestFormBodyProps } from '@/features/resources/ngo-request-form-body';

// The form's code and its checks (the schema, zod, useSchemaForm: about 9 KB) come when she
// first opens it, or as her pointer or focus reaches its toggle, not with every visit to the page.
type FormBody = ComponentType<NgoRequestFormBodyProps>;
let loaded: FormBody | null = null;
let loading: Promise<FormBody> | null = null;
function loadFormBody(): Promise<FormBody> {
  loading ??= import('@/features/resources/ngo-request-form-body').then(
    (module) => (loaded = module.NgoRequestFormBody),
    (error: unknown) => {
      // Offline before it was ever fetched: her next press tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The collapsible NGO-join request. What a visitor typed before signing in comes back open.
 */
export function NgoRequestForm() {
  const { t } = useLingui();
  const [draft] = useState(readNgoRequestDraft);
  const [open, setOpen] = useState(draft !== null);
  const [Body, setBody] = useState<FormBody | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const headingId = `${formId}-heading`;

  // The draft has been taken into the form; it is not needed again.
  useEffect(() => clearNgoRequestDraft(), []);

  const fetchBody = () =>
    loadFormBody().then(
      (body) => setBody(() => body),
      () => setFailed(true),
    );
  const load = () => {
    if (Body) return;
    setFailed(false);
    void fetchBody();
  };

  // Opened by her draft: the form is wanted at once.
  useEffect(() => {
    if (draft && !loaded) void fetchBody();
    // Once, as the page starts: later openings load from the toggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSent = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="card mt-10">
      <h2 id={headingId} className="text-2xl font-bold text-brand-800">
        {t`Request to join the network`}
      </h2>
      <p className="mt-2 max-w-prose">
        {t`Know an organisation that supports women? Tell us about it. Our team checks every request before it is listed.`}
      </p>
      <button
        ref={toggleRef}
        type="button"
        className="btn-secondary mt-4"
        aria-expanded={open}
        aria-controls={`${formId}-form`}
        aria-busy={open && !Body && !failed}
        onClick={() => {
          if (!open) load();
          setOpen(!open);
        }}
        onPointerEnter={load}
        onFocus={load}
      >
        {t`Ask us to list an NGO`}
        <ChevronDown
          aria-hidden="true"
          className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {Body ? (
        <Body
          id={`${formId}-form`}
          headingId={headingId}
          open={open}
          draft={draft}
          onSent={onSent}
        />
      ) : (
        open &&
        (failed ? (
          <p role="alert" id={`${formId}-form`} className="mt-4 text-danger-700">
            {t`The server could not be reached. Check your connection and try again.`}
          </p>
        ) : (
          // The form's place while its code arrives.
          <div
            id={`${formId}-form`}
            aria-hidden="true"
            className="mt-6 h-64 max-w-prose animate-pulse rounded-xl bg-surface-sunken"
          />
        ))
      )}
    </section>
  );
}
