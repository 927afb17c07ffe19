/**
 * Two sections (each a Section with inRow) side by side in one band on wide screens and one under
 * the other on narrow ones, so two short sections do not each leave half a desktop row empty.
 */
import type { ReactNode } from 'react';
import type { SectionProps } from './section';
import '../styles/section.css';

export function SectionRow({ tone = 'plain', className, children }: { tone?: SectionProps['tone']; className?: string; children: ReactNode }) {
  return (
    <div className={`section section--${tone} section-row${className ? ` ${className}` : ''}`}>
      <div className="container section-row__grid">{children}</div>
    </div>
  );
}
