import { describe, expect, it } from 'vitest';
import { beforeAfterSliderOptions, testimonialCarouselOptions } from '../../../site/components/carousel-options';

describe('carousel settings (docs/product/behaviour.md, docs/product/limits.md)', () => {
  it('testimonials: endless, 500 ms, 3 per view, 2 at ≤1024 px, 1 at ≤768 px, one slide per move', () => {
    expect(testimonialCarouselOptions).toMatchObject({
      type: 'carousel',
      animationDuration: 500,
      perView: 3,
      perTouch: 1,
      breakpoints: { 1024: { perView: 2 }, 768: { perView: 1 } },
    });
  });

  it('before-and-after: 2 per view, 1 below 600 px', () => {
    expect(beforeAfterSliderOptions).toMatchObject({ perView: 2, breakpoints: { 599: { perView: 1 } } });
  });
});
