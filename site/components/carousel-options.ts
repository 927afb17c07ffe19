/**
 * Glide settings of the two carousels, exactly as docs/product/behaviour.md and docs/product/limits.md fix them. Glide applies a
 * breakpoint when the window is at most that wide, so "below 600 px" is the 599 breakpoint.
 */
import type { GlideOptions } from '@glidejs/glide';

/** 'Real Results from Real Patients': endless loop, 500 ms, 3 / 2 at ≤1024 px / 1 at ≤768 px. */
export const testimonialCarouselOptions: GlideOptions = {
  type: 'carousel',
  animationDuration: 500,
  perView: 3,
  perTouch: 1,
  gap: 24,
  keyboard: false,
  breakpoints: { 1024: { perView: 2 }, 768: { perView: 1 } },
};

/** Miami before-and-after: three pictures, 2 per view, 1 below 600 px. */
export const beforeAfterSliderOptions: GlideOptions = {
  type: 'carousel',
  animationDuration: 500,
  perView: 2,
  perTouch: 1,
  gap: 24,
  keyboard: false,
  breakpoints: { 599: { perView: 1 } },
};
