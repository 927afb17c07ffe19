/** Benefit items (benifit_title / benifit_content, spelt as docs/product/data.md has it) as a grid of cards. */
import type { Benefit } from '../content/types';
import '../styles/grids.css';

export function BenefitGrid({ items, numbered = false }: { items: readonly Benefit[]; numbered?: boolean }) {
  return (
    <ul className={`benefit-grid benefit-grid--${items.length}`}>
      {items.map((item, index) => (
        <li key={item.benifit_title} className="benefit-card">
          {numbered && (
            <span className="benefit-card__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
          )}
          <h3>{item.benifit_title}</h3>
          <p>{item.benifit_content}</p>
        </li>
      ))}
    </ul>
  );
}
