// What she typed into a prerendered form before the script arrived. React takes the page over
// with its own (empty) state and would write that back into the fields on its next render, so the
// values are read before hydration and handed to React afterwards as if typed again. React
// hydrates the page (inside its Suspense boundary) after the frame around it, so each part gives
// back its own fields once it is React's: see ReplayTypedFields.
import { useEffect } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface TypedField {
  field: Field;
  value: string;
  checked: boolean;
}

const CHECKABLE = new Set(['checkbox', 'radio']);

// Read once, before hydration; each field is given back once.
let pending: TypedField[] = [];

function changedByHer(field: Field): boolean {
  if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) {
    return field.checked !== field.defaultChecked;
  }
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement && field.type === 'file') return false;
  return field.value !== field.defaultValue;
}

/** Notes the fields under `root` whose value differs from the one the build wrote. */
export function readTypedFields(root: ParentNode): void {
  pending = [...root.querySelectorAll<Field>('input, textarea, select')]
    .filter(changedByHer)
    .map((field) => ({
      field,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }));
}

/** The value setter of the element's own prototype, which React's change tracking watches. */
function setNativeValue(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
}

function replay({ field, value, checked }: TypedField): void {
  if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) {
    if (field.checked !== checked) field.click();
    return;
  }
  // React fires onChange only when the value differs from the one it last saw, which it learns
  // through the element's own setter: it is told the field is empty, then the value is put back
  // past it (the prototype's setter), so the input event below reads as her typing.
  field.value = '';
  setNativeValue(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/** Gives back, as typing would, the noted fields that `owns` says this part of the page holds. */
export function replayTypedFields(owns: (field: Element) => boolean): void {
  const mine = pending.filter(({ field }) => field.isConnected && owns(field));
  pending = pending.filter((typed) => !mine.includes(typed));
  mine.forEach(replay);
}

/** The page's own element: what is inside is hydrated with the page, the rest with the frame. */
const PAGE_ELEMENT_ID = 'main';

/**
 * Renders nothing. Its effect runs once the part it sits in has been hydrated, and gives back
 * that part's fields: the page's (`region="page"`, placed inside the page's Suspense boundary) or
 * those of the frame around it (header, footer).
 */
export function ReplayTypedFields({ region }: { region: 'page' | 'frame' }) {
  useEffect(() => {
    const page = document.getElementById(PAGE_ELEMENT_ID);
    replayTypedFields((field) => (page?.contains(field) ?? false) === (region === 'page'));
  }, [region]);
  return null;
}
