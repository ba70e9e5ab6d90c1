// What she did on a prerendered page before the script could act on it. React takes the page over
// with its own (empty) state and would write that back into the fields on its next render, and a
// tap on a button before then did nothing; so what she typed is read, and her taps and sends are
// held, until React owns the page, then handed to it as if done again. React hydrates the page
// (inside its Suspense boundary) after the frame around it, so each part gives back its own
// once it is React's: see ReplayEarlyInput.
import { useLayoutEffect } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Where an element stood, to find its twin when the page was rendered afresh instead of taken
 * over (start-app.tsx): its tag, its name as a reader hears it, and which of that kind and name it was.
 */
interface Place {
  tag: string;
  name: string;
  index: number;
}

/** A field as it stood; what she typed in it is read when it is given back, not before. */
interface TypedField {
  field: Field;
  place: Place;
}

/** The element she was last in, to put her back there when the page was rendered afresh. */
interface Focused {
  element: HTMLElement;
  place: Place;
}

const CHECKABLE = new Set(['checkbox', 'radio']);

type EarlyAction =
  | { kind: 'click'; button: HTMLButtonElement; place: Place }
  | { kind: 'submit'; form: HTMLFormElement; place: Place; submitter: HTMLElement | null };

function nameOf(element: Element): string {
  const label =
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
      ? element.labels?.[0]?.textContent
      : element instanceof HTMLFormElement
        ? ''
        : element.textContent;
  return (element.getAttribute('aria-label') ?? label ?? '').trim();
}

function alike(tag: string, name: string): Element[] {
  return [...document.querySelectorAll(tag)].filter((element) => nameOf(element) === name);
}

function placeOf(element: Element): Place {
  const tag = element.tagName.toLowerCase();
  const name = nameOf(element);
  return { tag, name, index: alike(tag, name).indexOf(element) };
}

/** The element itself, or its twin in a page rendered afresh. */
function found<T extends Element>(element: T, { tag, name, index }: Place): T | null {
  if (element.isConnected) return element;
  const twin = alike(tag, name)[index];
  return twin instanceof element.constructor ? (twin as T) : null;
}

// Read once, before hydration; each is given back once.
let pending: TypedField[] = [];
let pendingActions: EarlyAction[] = [];
let stopHolding: () => void = () => undefined;
let rescan: ParentNode | null = null;
let focused: Focused | null = null;
let stopFollowingFocus: () => void = () => undefined;

function changedByHer(field: Field): boolean {
  if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) {
    return field.checked !== field.defaultChecked;
  }
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement && field.type === 'file') {
    return (field.files?.length ?? 0) > 0;
  }
  return field.value !== field.defaultValue;
}

/**
 * From the moment the script starts until React owns the page: a form she sends is held (a
 * native send would only reload the page), and so is a tap on a button, which does nothing yet.
 */
export function holdEarlyInput(root: Element): void {
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    pendingActions.push({
      kind: 'submit',
      form: event.target,
      place: placeOf(event.target),
      submitter: event.submitter,
    });
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type !== 'submit' && root.contains(button)) {
      pendingActions.push({ kind: 'click', button, place: placeOf(button) });
    }
  };
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onClick, true);
  stopHolding = () => {
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('click', onClick, true);
  };
}

/**
 * Called just before React renders: notes the fields under `root`. Taking the page over, React
 * listens from then on, so holding stops; a page rendered afresh replaces these elements only at
 * its first commit, so holding goes on until then (ReplayEarlyInput in the frame ends it).
 */
export function handOverEarlyInput(root: ParentNode, { renderedAfresh = false } = {}): void {
  if (!renderedAfresh) stopHolding();
  // Taken over, the same elements stay: each part reads its fields again once it is React's,
  // so what she typed or picked while React was still taking it over counts too.
  rescan = renderedAfresh ? null : root;
  // Rendered afresh, she types on into these elements until the new ones replace them (the
  // session check, the page's data may answer first): every field is noted now, where it stands,
  // and what is in it is read once the new page is there. So is the field she was in, which is
  // taken away from under her cursor.
  pending = renderedAfresh ? fieldsUnder(root) : typedFields(root);
  if (renderedAfresh) followFocus(root);
}

function fieldsUnder(root: ParentNode): TypedField[] {
  return [...root.querySelectorAll<Field>('input, textarea, select')].map((field) => ({
    field,
    place: placeOf(field),
  }));
}

function typedFields(root: ParentNode): TypedField[] {
  return fieldsUnder(root).filter(({ field }) => changedByHer(field));
}

function followFocus(root: ParentNode): void {
  const note = (element: Element | null) => {
    if (element instanceof HTMLElement && element !== root && root.contains(element)) {
      focused = { element, place: placeOf(element) };
    }
  };
  note(document.activeElement);
  const onFocusIn = (event: FocusEvent) => note(event.target as Element | null);
  document.addEventListener('focusin', onFocusIn, true);
  stopFollowingFocus = () => document.removeEventListener('focusin', onFocusIn, true);
}

/** The value setter of the element's own prototype, which React's change tracking watches. */
function setNativeValue(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  const descriptor = Object.getOwnPropertyDescriptor(prototype, 'value');
  if (descriptor?.set) descriptor.set.call(field, value);
  else field.value = value;
}

function replay({ field }: TypedField, target: Field): void {
  if (target instanceof HTMLInputElement && CHECKABLE.has(target.type)) {
    const checked = field instanceof HTMLInputElement && field.checked;
    if (target.checked !== checked) target.click();
    return;
  }
  // The files she picked are still there: React only has to hear that they were picked.
  if (target instanceof HTMLInputElement && target.type === 'file') {
    if (target !== field && field instanceof HTMLInputElement) target.files = field.files;
    target.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // React fires onChange only when the value differs from the one it last saw, which it learns
  // through the element's own setter: it is told the field is empty, then the value is put back
  // past it (the prototype's setter), so the input event below reads as her typing.
  const { value } = field;
  target.value = '';
  setNativeValue(target, value);
  target.dispatchEvent(
    new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

function replayAction(action: EarlyAction): void {
  if (action.kind === 'click') {
    found(action.button, action.place)?.click();
    return;
  }
  const form = found(action.form, action.place);
  const submitter = action.submitter && form?.contains(action.submitter) ? action.submitter : null;
  form?.requestSubmit(submitter);
}

/**
 * Gives back, as typing and tapping would, what `owns` says this part of the page holds: the
 * fields first, then the taps and sends in the order she made them. Each is given back once.
 */
export function replayEarlyInput(owns: (element: Element) => boolean): void {
  if (rescan) {
    const now = typedFields(rescan).filter(({ field }) => owns(field));
    pending = [...pending.filter(({ field }) => !owns(field)), ...now];
  }
  const fields = pending.flatMap((typed) => {
    const target = found(typed.field, typed.place);
    return target && owns(target) ? [{ typed, target }] : [];
  });
  pending = pending.filter((typed) => !fields.some((mine) => mine.typed === typed));
  for (const { typed, target } of fields) {
    if (changedByHer(typed.field)) replay(typed, target);
  }
  refocus(owns);

  const actions = pendingActions.filter((action) => {
    const target =
      action.kind === 'click'
        ? found(action.button, action.place)
        : found(action.form, action.place);
    return target !== null && owns(target);
  });
  pendingActions = pendingActions.filter((action) => !actions.includes(action));
  actions.forEach(replayAction);
}

/** Puts her cursor back where it was when the element she was in has been replaced. */
function refocus(owns: (element: Element) => boolean): void {
  // The new page replaces the whole of the old at once: there is nothing more to follow.
  stopFollowingFocus();
  if (!focused || focused.element.isConnected) return;
  const target = found(focused.element, focused.place);
  if (!target || !owns(target)) return;
  const { element } = focused;
  focused = null;
  // Only if she has not gone elsewhere since (the focus fell to the page when it was replaced).
  if (document.activeElement !== null && document.activeElement !== document.body) return;
  target.focus({ preventScroll: true });
  const field = element as Partial<HTMLInputElement>;
  try {
    if (field.selectionStart != null && field.selectionEnd != null) {
      (target as HTMLInputElement).setSelectionRange(field.selectionStart, field.selectionEnd);
    }
  } catch {
    // A field without a text cursor (e-mail, number): the browser's own place will do.
  }
}

/** The page's own element: what is inside is hydrated with the page, the rest with the frame. */
const PAGE_ELEMENT_ID = 'main';

/**
 * Renders nothing. Its effect runs once the part it sits in has been hydrated, and gives back
 * what she did there: the page's (`region="page"`, placed inside the page's Suspense boundary) or
 * those of the frame around it (header, footer).
 */
export function ReplayEarlyInput({ region }: { region: 'page' | 'frame' }) {
  // Before the browser paints or takes another key: a key pressed between the new page's arrival
  // and this would go nowhere when the page was rendered afresh.
  useLayoutEffect(() => {
    if (region === 'frame') stopHolding();
    const page = document.getElementById(PAGE_ELEMENT_ID);
    replayEarlyInput((element) => (page?.contains(element) ?? false) === (region === 'page'));
    // Marks the page as the script's from now on (the browser tests wait for it, as a reader
    // waits for a tap to take effect).
    if (region === 'page') document.documentElement.dataset.ready = 'true';
  }, [region]);
  return null;
}
