/** The results page's days and kind of lead; applying them puts them in the URL (reload, Back and a shared link keep them). */
import { useEffect, useId, useState } from 'react';
import { KIND_ORDER, staffCopy } from '../staff-copy';

const copy = staffCopy.results;

export interface ResultsRangeValues {
  from: string;
  to: string;
  kind: string;
}

export function ResultsRangeForm({ value, today, onApply }: { value: ResultsRangeValues; today?: string; onApply: (next: ResultsRangeValues) => void }) {
  const uid = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value.from, value.to, value.kind]); // eslint-disable-line react-hooks/exhaustive-deps
  const set = (key: keyof ResultsRangeValues) => (next: string) => setDraft((d) => ({ ...d, [key]: next }));
  const id = (name: string) => `${uid}-${name}`;
  return (
    <form
      className="inbox-filters results-range"
      aria-label={copy.rangeLabel}
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <div className="inbox-filters__field">
        <label className="clinic-field__label" htmlFor={id('from')}>
          {copy.from}
        </label>
        <input id={id('from')} className="clinic-field__control" type="date" name="from" max={today} value={draft.from} onChange={(e) => set('from')(e.currentTarget.value)} />
      </div>
      <div className="inbox-filters__field">
        <label className="clinic-field__label" htmlFor={id('to')}>
          {copy.to}
        </label>
        <input id={id('to')} className="clinic-field__control" type="date" name="to" max={today} value={draft.to} onChange={(e) => set('to')(e.currentTarget.value)} />
      </div>
      <div className="inbox-filters__field">
        <label className="clinic-field__label" htmlFor={id('kind')}>
          {copy.kind}
        </label>
        <select id={id('kind')} className="clinic-field__control" name="kind" value={draft.kind} onChange={(e) => set('kind')(e.currentTarget.value)}>
          <option value="">{copy.allKinds}</option>
          {KIND_ORDER.map((k) => (
            <option key={k} value={k}>
              {staffCopy.kinds[k]}
            </option>
          ))}
        </select>
      </div>
      <div className="inbox-filters__actions results-range__actions">
        <button className="clinic-button" type="submit">
          {copy.apply}
        </button>
      </div>
    </form>
  );
}
