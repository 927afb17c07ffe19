/**
 * Steps (title, description) on a vertical timeline: post-care, what to expect, recovery,
 * directions. With `columns` the steps sit side by side on wide screens (a timeline again below
 * 900 px), for short lists that would otherwise fill only the left of a desktop row.
 */
import type { Step } from '../content/types';
import '../styles/lists.css';

export function StepList({ items, columns }: { items: readonly Step[]; columns?: 2 | 3 }) {
  return (
    <ol className={`step-list${columns ? ` step-list--cols-${columns}` : ''}`}>
      {items.map((step, index) => (
        <li key={step.title} className="step-list__item">
          <span className="step-list__marker" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
