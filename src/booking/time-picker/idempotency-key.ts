/**
 * A random UUID for a booking's Idempotency-Key (docs/product/api.md "Appointments").
 * crypto.randomUUID exists only on secure origins; a partner page on plain http has getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (crypto.randomUUID) return crypto.randomUUID();
  // version 4, variant 1: the bits RFC 9562 fixes, the rest random
  return '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) => (+c ^ ((crypto.getRandomValues(new Uint8Array(1))[0] ?? 0) & (15 >> (+c / 4)))).toString(16));
}
