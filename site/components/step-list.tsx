/** Steps (title, description) on a vertical timeline: post-care, what to expect, recovery, directions. */
import type { Step } from '../content/types';
import '../styles/lists.css';

export function StepList({ items }: { items: readonly Step[] }) {
  return (
    <ol className="step-list">
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
