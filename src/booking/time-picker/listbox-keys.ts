/**
 * The keys of a single-select listbox (WAI-ARIA practices, "Listbox"): arrows move by one in
 * either axis (the options wrap into rows), Home and End go to the ends. Returns the option to move
 * to, or null for a key the listbox leaves alone.
 */
export function movedIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(count - 1, index + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Enter and Space choose the active option. */
export const choosesOption = (key: string): boolean => key === 'Enter' || key === ' ';
