/**
 * A carousel around @glidejs/glide. Every slide is rendered on the server, so the content is in
 * the HTML and, before Glide mounts, the track simply scrolls sideways. Glide is loaded and
 * mounted only in the browser, and only when the carousel comes near the viewport: most visitors
 * never scroll that far on a phone, and the first paint does not need it. Previous/next are real buttons with names; arrow keys work while
 * focus is inside the carousel (Glide's own keyboard option listens to the whole document, so it
 * stays off); clones Glide adds for the endless loop are hidden from assistive technology.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type Glide from '@glidejs/glide';
import type { GlideOptions } from '@glidejs/glide';
import '@glidejs/glide/dist/css/glide.core.css';
import '../styles/carousel.css';

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** names the region, e.g. 'Patient testimonials' */
  label: string;
  options: GlideOptions;
  slides: readonly CarouselSlide[];
  previousLabel: string;
  nextLabel: string;
  /** e.g. (n, total) => `Slide ${n} of ${total}` for the polite live status */
  statusText: (current: number, total: number) => string;
  /** styles the no-script fallback's slides per view */
  className?: string;
}

function hideClones(root: HTMLElement): void {
  root.querySelectorAll<HTMLElement>('.glide__slide--clone').forEach((clone) => {
    clone.setAttribute('aria-hidden', 'true');
    clone.setAttribute('inert', '');
  });
}

export function Carousel({ label, options, slides, previousLabel, nextLabel, statusText, className }: CarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  const glide = useRef<Glide | null>(null);
  const [mounted, setMounted] = useState(false);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let instance: Glide | null = null;
    const start = () =>
        import('@glidejs/glide')
        .then(({ default: GlideClass }) => {
          const element = root.current;
          if (cancelled || !element) return;
          instance = new GlideClass(element, options);
          instance.on(['mount.after', 'build.after'], () => hideClones(element));
          instance.on('run.after', () => {
            if (instance) setCurrent(instance.index);
          });
          instance.mount();
          glide.current = instance;
          setMounted(true);
        })
        .catch((err: unknown) => console.warn('carousel could not start', err));
    const element = root.current;
    let observer: IntersectionObserver | undefined;
    if (element && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer?.disconnect();
          void start();
        },
        // a screen ahead, so the arrows work by the time the visitor reaches them
        { rootMargin: '100% 0px' },
      );
      observer.observe(element);
    } else {
      void start();
    }
    return () => {
      observer?.disconnect();
      cancelled = true;
      instance?.destroy();
      glide.current = null;
    };
  }, [options]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!glide.current) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      glide.current.go('>');
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      glide.current.go('<');
    }
  };

  return (
    <div
      ref={root}
      // Glide adds its own classes to this element, so React's className must never change after mount.
      className={`glide carousel${className ? ` ${className}` : ''}`}
      data-mounted={mounted ? 'true' : 'false'}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {/* Until Glide mounts (it loads as the carousel nears the viewport) the track scrolls
          sideways, so a keyboard must be able to reach and scroll it; Glide's track does not. */}
      <div className="glide__track" data-glide-el="track" tabIndex={mounted ? undefined : 0}>
        {/* divs, not a list: each slide is a named group, which a list item may not be */}
        <div className="glide__slides">
          {slides.map((slide, index) => (
            <div key={slide.key} className="glide__slide" role="group" aria-roledescription="slide" aria-label={statusText(index + 1, slides.length)}>
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls" data-glide-el="controls">
        <button type="button" className="carousel__arrow" data-glide-dir="<" aria-label={previousLabel} disabled={!mounted}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <p className="carousel__status" aria-live="polite">
          {statusText(current + 1, slides.length)}
        </p>
        <button type="button" className="carousel__arrow" data-glide-dir=">" aria-label={nextLabel} disabled={!mounted}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
