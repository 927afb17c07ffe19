/**
 * The inbox's filter form: search, type, status, language, a Miami date range and where the lead
 * came from. Applying it puts the filters in the URL (and starts again at the newest lead). On a
 * phone its eleven fields would stand between the staff member and the first lead, so there they
 * fold behind a 'Filters' button that says how many are set (staff.css shows them all from 760 px).
 */
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { KIND_ORDER, LANGUAGE_ORDER, STATUS_ORDER, staffCopy } from '../staff-copy';
import type { InboxFilterValues } from '../staff-types';
import { DateFilter, FilterSelect } from './filter-controls';

const SOURCE_KEYS = ['source', 'medium', 'campaign', 'partner', 'landing_page'] as const;

const copy = staffCopy.inbox;

export interface InboxFiltersProps {
  value: InboxFilterValues;
  onApply: (filters: InboxFilterValues) => void;
  /** Today in Miami, the latest date either date input takes. */
  today?: string;
}

/** How many of the applied filters are set: what the folded form's button tells. */
export function filtersSet(value: InboxFilterValues): number {
  return (Object.keys(value) as (keyof InboxFilterValues)[]).filter((key) => value[key].trim() !== '').length;
}

export function InboxFilters({ value, onApply, today }: InboxFiltersProps) {
  const uid = useId();
  const [draft, setDraft] = useState(value);
  const [open, setOpen] = useState(false);
  const setCount = filtersSet(value);
  // The URL changed (Back, a pager link, Clear): the form shows what is applied.
  useEffect(() => setDraft(value), [value.q, value.kind, value.status, value.language, value.from, value.to, ...SOURCE_KEYS.map((k) => value[k])]); // eslint-disable-line react-hooks/exhaustive-deps
  const set = (key: keyof InboxFilterValues) => (next: string) => setDraft((d) => ({ ...d, [key]: next }));
  const id = (name: string) => `${uid}-${name}`;

  return (
    <form
      className="inbox-filters"
      role="search"
      aria-label={copy.filtersLabel}
      onSubmit={(e) => {
        e.preventDefault();
        // on a phone the leads come next: fold the fields away again
        setOpen(false);
        onApply(draft);
      }}
    >
      <button type="button" className="inbox-filters__toggle" aria-expanded={open} aria-controls={id('panel')} onClick={() => setOpen((o) => !o)}>
        <span>{copy.filtersButton}</span>
        {setCount > 0 && <span className="inbox-filters__count">{copy.filtersSet(setCount)}</span>}
      </button>
      <div className={open ? 'inbox-filters__panel inbox-filters__panel--open' : 'inbox-filters__panel'} id={id('panel')}>
        <div className="inbox-filters__field inbox-filters__field--search">
          <label className="clinic-field__label" htmlFor={id('q')}>
            {copy.search}
          </label>
          <input
            id={id('q')}
            className="clinic-field__control"
            type="search"
            name="q"
            value={draft.q}
            maxLength={100}
            autoComplete="off"
            aria-describedby={id('q-hint')}
            onChange={(e) => set('q')(e.currentTarget.value)}
          />
          <p className="clinic-field__hint" id={id('q-hint')}>
            {copy.searchHint}
          </p>
        </div>
        <FilterSelect id={id('kind')} name="kind" label={copy.kind} value={draft.kind} onChange={set('kind')} allLabel={copy.allKinds} options={KIND_ORDER.map((k) => [k, staffCopy.kinds[k]] as const)} />
        <FilterSelect id={id('status')} name="status" label={copy.status} value={draft.status} onChange={set('status')} allLabel={copy.allStatuses} options={STATUS_ORDER.map((s) => [s, staffCopy.statuses[s]] as const)} />
        <FilterSelect id={id('language')} name="language" label={copy.language} value={draft.language} onChange={set('language')} allLabel={copy.allLanguages} options={LANGUAGE_ORDER.map((l) => [l, staffCopy.languages[l]] as const)} />
        <DateFilter id={id('from')} name="from" label={copy.from} value={draft.from} max={today} onChange={set('from')} />
        <DateFilter id={id('to')} name="to" label={copy.to} value={draft.to} max={today} onChange={set('to')} />
        <fieldset className="inbox-filters__sources" aria-describedby={id('source-hint')}>
          <legend className="clinic-field__label">{copy.sourceLegend}</legend>
          <p className="clinic-field__hint" id={id('source-hint')}>
            {copy.sourceHint}
          </p>
          <div className="inbox-filters__source-fields">
            {SOURCE_KEYS.map((key) => (
              <div className="inbox-filters__field" key={key}>
                <label className="clinic-field__label" htmlFor={id(key)}>
                  {copy.sourceFilters[key]}
                </label>
                <input
                  id={id(key)}
                  className="clinic-field__control"
                  type="text"
                  name={key}
                  value={draft[key]}
                  maxLength={key === 'landing_page' ? 500 : 200}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(e) => set(key)(e.currentTarget.value)}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <div className="inbox-filters__actions">
          <button className="clinic-button" type="submit">
            {copy.apply}
          </button>
          <Link className="staff-link-button" to="/staff">
            {copy.clear}
          </Link>
        </div>
      </div>
    </form>
  );
}
