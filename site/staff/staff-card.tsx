/** The narrow card the sign-in and set-password forms sit in. */
import type { ReactNode } from 'react';

export function StaffCard({ heading, intro, children }: { heading: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="staff-card" aria-labelledby="staff-card-heading">
      <h1 id="staff-card-heading" className="staff-card__heading">
        {heading}
      </h1>
      {intro && <p className="staff-card__intro">{intro}</p>}
      {children}
    </section>
  );
}
