import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { useLingui } from '@lingui/react/macro';
import { NewsletterFields } from '@/app/layout/newsletter-fields';
import type { NewsletterFormProps } from '@/app/layout/newsletter-form';

// The footer is on every page; the form's checks (useSchemaForm, the refusal, its icon) are not
// worth their weight there until she may use the box, so they load when it nears the screen or
// she first reaches it. Until then the same markup stands in, holding what she types.
let loading: Promise<ComponentType<NewsletterFormProps>> | null = null;
function loadForm(): Promise<ComponentType<NewsletterFormProps>> {
  loading ??= import('@/app/layout/newsletter-form').then(
    (module) => module.NewsletterForm,
    (error: unknown) => {
      // Offline before it was ever fetched: her next touch tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Which field or button focus was on, in the form's order (the caret goes to the end). */
type FocusPlace = number;

/**
 * The stand-in form; as it goes (before its elements leave the page) it says where focus was in
 * it, so focus goes back there in the form that takes its place.
 */
function StandIn({
  section,
  onLeave,
  ...fields
}: Parameters<typeof NewsletterFields>[0] & {
  section: RefObject<HTMLElement | null>;
  onLeave: (place: FocusPlace | null) => void;
}) {
  useLayoutEffect(
    () => () => {
      const active = document.activeElement;
      const controls = [...(section.current?.querySelectorAll('input, button') ?? [])];
      const control = active ? controls.indexOf(active) : -1;
      onLeave(control >= 0 ? control : null);
    },
    [section, onLeave],
  );
  return <NewsletterFields {...fields} />;
}

/**
 * The footer's newsletter box. Subscribe only shows a browser alert and makes no call; No Thanks
 * hides the box. `onHide` runs first, so the footer can move focus somewhere near before the
 * button goes.
 */
export function NewsletterBox({ onHide }: { onHide?: () => void }) {
  const { t } = useLingui();
  const emailId = useId();
  const [hidden, setHidden] = useState(false);
  const [email, setEmail] = useState('');
  const [Form, setForm] = useState<ComponentType<NewsletterFormProps> | null>(null);
  const [submitAtOnce, setSubmitAtOnce] = useState(false);
  const section = useRef<HTMLElement>(null);
  const refocus = useRef<FocusPlace | null>(null);
  const leave = useCallback((place: FocusPlace | null) => {
    refocus.current = place;
  }, []);

  const load = () => {
    if (Form) return;
    loadForm().then(
      (loaded) => setForm(() => loaded),
      () => undefined,
    );
  };

  // Near the screen (scrolling down to it): loaded before she gets there.
  useEffect(() => {
    const box = section.current;
    if (!box || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(box);
    return () => observer.disconnect();
    // Once: `load` only reads what it needs when it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The form took the stand-in's place while she was in it: focus goes back where it was.
  useLayoutEffect(() => {
    const place = refocus.current;
    refocus.current = null;
    if (place === null) return;
    section.current?.querySelectorAll<HTMLElement>('input, button')[place]?.focus();
  }, [Form]);

  if (hidden) return null;
  const hide = () => {
    onHide?.();
    setHidden(true);
  };

  return (
    <section ref={section} aria-labelledby="newsletter-heading" onFocus={load} onPointerDown={load}>
      <h2 id="newsletter-heading" className="text-lg font-bold">
        {t`Newsletter`}
      </h2>
      {Form ? (
        <Form email={email} onEmail={setEmail} onHide={hide} submitAtOnce={submitAtOnce} />
      ) : (
        <StandIn
          section={section}
          onLeave={leave}
          emailId={emailId}
          email={email}
          onEmail={setEmail}
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitAtOnce(true);
            load();
          }}
          onHide={hide}
        />
      )}
    </section>
  );
}
