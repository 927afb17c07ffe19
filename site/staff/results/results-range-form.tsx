/** The results page's days and kind of lead; applying them puts them in the URL (reload, Back and a shared link keep them). */
import { useEffect, useId, useState } from 'react';
import { KIND_ORDER, staffCopy } from '../staff-copy';
import { DateFilter, FilterSelect } from '../inbox/filter-controls';

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
      <DateFilter id={id('from')} name="from" label={copy.from} value={draft.from} max={today} onChange={set('from')} />
      <DateFilter id={id('to')} name="to" label={copy.to} value={draft.to} max={today} onChange={set('to')} />
      <FilterSelect id={id('kind')} name="kind" label={copy.kind} value={draft.kind} onChange={set('kind')} allLabel={copy.allKinds} options={KIND_ORDER.map((k) => [k, staffCopy.kinds[k]] as const)} />
      <div className="inbox-filters__actions results-range__actions">
        <button className="clinic-button" type="submit">
          {copy.apply}
        </button>
      </div>
    </form>
  );
}
