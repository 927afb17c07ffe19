/** A booking's 409 `slot_unavailable` answer (docs/product/api.md "Appointments"): the server's words and the fresh free times. */
import type { Slot } from './appointment-types';

export function slotUnavailable(failure: { response?: { status: number; data: unknown } }): { message: string; slots: Slot[] } | null {
  const data = failure.response?.status === 409 ? (failure.response.data as { code?: unknown; message?: unknown; slots?: unknown } | null) : null;
  if (!data || data.code !== 'slot_unavailable' || typeof data.message !== 'string') return null;
  return { message: data.message, slots: Array.isArray(data.slots) ? (data.slots as Slot[]) : [] };
}
