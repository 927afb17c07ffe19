/** `prefill-first-name="Ana"` → { first_name: 'Ana' }: only for the fields a form knows. */
export function prefillFrom<K extends string>(element: HTMLElement, fields: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const value = element.getAttribute(`prefill-${field.replace(/_/g, '-')}`);
    if (value !== null) out[field] = value;
  }
  return out;
}

export const prefillAttributes = (fields: readonly string[]): string[] => fields.map((f) => `prefill-${f.replace(/_/g, '-')}`);
