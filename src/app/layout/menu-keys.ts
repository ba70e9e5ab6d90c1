/**
 * Where focus goes in a vertical menu of `count` items on `key` (WAI-ARIA APG menu): the arrows
 * move one, wrapping at either end, Home and End jump to the first and last. Null for any other
 * key. From nowhere (-1), Arrow Down starts at the first item and Arrow Up at the last.
 */
export function nextIndex(key: string, from: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (from + 1) % count;
    case 'ArrowUp':
      return from < 0 ? count - 1 : (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
