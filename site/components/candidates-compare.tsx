/**
 * Ideal candidates versus who should wait (left_points / right_points). Side by side on wide
 * screens, stacked on phones; the lower-face page shows the same data as a two-column table.
 */
import type { CandidatesSection } from '../content/types';
import { CheckIcon } from './check-icon';
import { ScrollTable } from './scroll-table';
import '../styles/lists.css';

function CrossIcon() {
  return (
    <svg className="cross-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.12" />
      <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export function CandidatesCompare({ section, layout = 'columns' }: { section: CandidatesSection; layout?: 'columns' | 'table' }) {
  if (layout === 'table') {
    const length = Math.max(section.left_points.length, section.right_points.length);
    const rows = Array.from({ length }, (_, i) => [section.left_points[i] ?? '', section.right_points[i] ?? '']);
    return <ScrollTable caption={section.title} columns={[section.left_title, section.right_title]} rows={rows} rowHeaders={false} className="candidates-table" />;
  }
  return (
    <div className="candidates">
      <div className="candidates__col candidates__col--yes">
        <h3>{section.left_title}</h3>
        <ul>
          {section.left_points.map((point) => (
            <li key={point}>
              <CheckIcon />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="candidates__col candidates__col--wait">
        <h3>{section.right_title}</h3>
        <ul>
          {section.right_points.map((point) => (
            <li key={point}>
              <CrossIcon />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
