/**
 * The labelled controls the staff filter forms share (the inbox's filters, the results page's
 * range): a choice among a list with an "all" entry, and a Miami day.
 */
export interface FilterControlProps {
  /** the control's element id, for its label */
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (next: string) => void;
}

/** A select whose first option ('' ) means "any". */
export function FilterSelect({ id, name, label, value, onChange, allLabel, options }: FilterControlProps & { allLabel: string; options: readonly (readonly [value: string, label: string])[] }) {
  return (
    <div className="inbox-filters__field">
      <label className="clinic-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="clinic-field__control" name={name} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{allLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A day, no later than `max` (today in Miami). */
export function DateFilter({ id, name, label, value, onChange, max }: FilterControlProps & { max?: string }) {
  return (
    <div className="inbox-filters__field">
      <label className="clinic-field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="clinic-field__control" type="date" name={name} max={max} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </div>
  );
}
