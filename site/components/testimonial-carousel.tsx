/** 'Real Results from Real Patients': the patient testimonials in the Glide carousel. */
import type { Testimonial } from '../content/types';
import { useCopy } from '../i18n/copy-context';
import * as englishUi from '../content/ui-text';
import { Carousel } from './carousel';
import { testimonialCarouselOptions } from './carousel-options';
import { TestimonialCard } from './testimonial-card';

export function TestimonialCarousel({ items }: { items: readonly Testimonial[] }) {
  const { uiText } = useCopy('ui', englishUi);
  return (
    <Carousel
      className="carousel--three"
      label={uiText.testimonials.label}
      previousLabel={uiText.testimonials.previous}
      nextLabel={uiText.testimonials.next}
      statusText={uiText.slideStatus}
      options={testimonialCarouselOptions}
      slides={items.map((item) => ({
        key: item.name,
        content: <TestimonialCard image={item.image} name={item.name} detail={item.age} text={item.description} />,
      }))}
    />
  );
}
