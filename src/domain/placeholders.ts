/**
 * Puts values into a text's {placeholders}: every occurrence, each value literally (a value that
 * looks like a placeholder or a `$` pattern stays as it is). Unknown placeholders stay as well.
 * Used by `message()` for the message catalogue.
 */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
