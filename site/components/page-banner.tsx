/** The title band at the top of the inner pages (docs/product/screens.md, 'Page banners'): the page's one h1. */
import type { ReactNode } from 'react';
import '../styles/page-banner.css';

export interface PageBannerProps {
  title: string;
  subtitle?: string;
  /** extra content under the subtitle (the location banner adds its map) */
  children?: ReactNode;
}

export function PageBanner({ title, subtitle, children }: PageBannerProps) {
  return (
    <section className="page-banner" aria-labelledby="page-title">
      <div className="container page-banner__inner">
        <h1 id="page-title">{title}</h1>
        {subtitle && <p className="page-banner__subtitle">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
