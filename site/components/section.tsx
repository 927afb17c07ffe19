/**
 * A titled page section: an h2 (or h3 inside another section) tied to the region by
 * aria-labelledby, an optional intro, and a background tone so long pages read in bands.
 */
import { useId, type ReactNode } from 'react';
import '../styles/section.css';

export interface SectionProps {
  title: string;
  intro?: string;
  tone?: 'plain' | 'sand' | 'white' | 'dark';
  id?: string;
  className?: string;
  /** centre the heading and intro (overview sections) */
  centered?: boolean;
  /** a cell of a SectionRow: no band or container of its own */
  inRow?: boolean;
  children?: ReactNode;
}

export function Section({ title, intro, tone = 'plain', id, className, centered = false, inRow = false, children }: SectionProps) {
  const headingId = useId();
  const header = (
    <header className={`section__header${centered ? ' section__header--center' : ''}`}>
      <h2 id={headingId}>{title}</h2>
      {intro && <p className="section__intro">{intro}</p>}
    </header>
  );
  if (inRow) {
    return (
      <section id={id} className={`section-row__cell${className ? ` ${className}` : ''}`} aria-labelledby={headingId}>
        {header}
        {children}
      </section>
    );
  }
  return (
    <section id={id} className={`section section--${tone}${className ? ` ${className}` : ''}`} aria-labelledby={headingId}>
      <div className="container">
        {header}
        {children}
      </div>
    </section>
  );
}

