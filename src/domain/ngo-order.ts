// The NGO directory's one order, which every backend lists it in (NgosPort.approved) and the
// Resources page keeps: by name, ignoring case, in one fixed locale so that PGlite and PostgreSQL
// (whose collations differ), Firestore and every reader's browser agree.

let collator: Intl.Collator | undefined;

/** Made at the first comparison: a page that never sorts never loads ICU's collation data. */
function nameCollator(): Intl.Collator {
  collator ??= new Intl.Collator('en', { sensitivity: 'accent', numeric: true });
  return collator;
}

/** By name, ignoring case; ties broken by the exact name, then the id, so the order never changes. */
export function compareNgoNames(
  a: { readonly id: string; readonly name: string },
  b: { readonly id: string; readonly name: string },
): number {
  return (
    nameCollator().compare(a.name, b.name) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}
