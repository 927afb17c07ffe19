/** Quick facts (quick_title / quick_info) as a definition list of tiles. */
import type { QuickFact } from '../content/types';
import '../styles/grids.css';

export function QuickFacts({ items, note }: { items: readonly QuickFact[]; note?: string }) {
  return (
    <>
      <dl className={`quick-facts quick-facts--${items.length}`}>
        {items.map((fact) => (
          <div key={fact.quick_title} className="quick-facts__item">
            <dt>{fact.quick_title}</dt>
            <dd>{fact.quick_info}</dd>
          </div>
        ))}
      </dl>
      {note && <p className="quick-facts__note">{note}</p>}
    </>
  );
}
