/**
 * The frame every account screen shares: the page banner (docs/product/screens.md, Page banners) and one card
 * holding the form, with its heading and a short line under it.
 */
import type { ReactNode } from 'react';
import type { Banner } from '../content/types';
import './account.css';

export interface AccountLayoutProps {
  banner: Banner;
  heading: string;
  subheading?: ReactNode;
  /** shown above the heading, e.g. the registration step */
  eyebrow?: string;
  children: ReactNode;
  wide?: boolean;
}

export function AccountLayout({ banner, heading, subheading, eyebrow, children, wide = false }: AccountLayoutProps) {
  return (
    <>
      <section className="page-banner account-banner">
        <div className="container">
          <h1>{banner.title}</h1>
          <p>{banner.subtitle}</p>
        </div>
      </section>
      <div className="container account-page">
        <section className={`account-card${wide ? ' account-card--wide' : ''}`} aria-labelledby="account-card-heading">
          {eyebrow && <p className="account-card__eyebrow">{eyebrow}</p>}
          <h2 id="account-card-heading" className="account-card__heading" tabIndex={-1}>
            {heading}
          </h2>
          {subheading && <p className="account-card__subheading">{subheading}</p>}
          {children}
        </section>
      </div>
    </>
  );
}
