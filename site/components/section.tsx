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
  children?: ReactNode;
}

export function Section({ title, intro, tone = 'plain', id, className, centered = false, children }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={`section section--${tone}${className ? ` ${className}` : ''}`} aria-labelledby={headingId}>
      <div className="container">
        <header className={`section__header${centered ? ' section__header--center' : ''}`}>
          <h2 id={headingId}>{title}</h2>
          {intro && <p className="section__intro">{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
