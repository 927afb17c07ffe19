/** The areas staff mark treated when closing an appointment as attended: ids of src/config/treatment-areas.ts. */
import { treatmentAreas } from '../../src/config/treatment-areas';
import type { AreaId } from './aftercare-mail';

export const AREA_IDS: readonly AreaId[] = treatmentAreas.map((a) => a.slug);

/** The distinct known areas of a body's `areas`, in the site's order; null when it is no such non-empty list. */
export function readTreatedAreas(value: unknown): AreaId[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > 20) return null;
  if (!value.every((v): v is AreaId => typeof v === 'string' && (AREA_IDS as readonly string[]).includes(v))) return null;
  return AREA_IDS.filter((id) => value.includes(id));
}

/** As the appointments row stores them. */
export const storedAreas = (areas: readonly AreaId[]): string => areas.join(',');

export const areasOf = (stored: string | null): AreaId[] => (stored ? AREA_IDS.filter((id) => stored.split(',').includes(id)) : []);
