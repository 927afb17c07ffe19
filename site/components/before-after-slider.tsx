/** Miami's before-and-after slider (docs/product/screens.md, docs/product/limits.md): three pictures, 2 per view, 1 below 600 px. */
import type { BeforeAfterImage } from '../content/types';
import { useCopy } from '../i18n/copy-context';
import * as englishUi from '../content/ui-text';
import { Carousel } from './carousel';
import { beforeAfterSliderOptions } from './carousel-options';
import { ContentImage } from './content-image';
import '../styles/testimonial.css';

export function BeforeAfterSlider({ images }: { images: readonly BeforeAfterImage[] }) {
  const { uiText } = useCopy('ui', englishUi);
  return (
    <Carousel
      className="carousel--two"
      label={uiText.beforeAfter.label}
      previousLabel={uiText.beforeAfter.previous}
      nextLabel={uiText.beforeAfter.next}
      statusText={uiText.slideStatus}
      options={beforeAfterSliderOptions}
      slides={images.map((item) => ({
        key: item.image,
        content: (
          <figure className="before-after">
            <ContentImage src={item.image} alt={item.alt} />
            <figcaption>{item.caption}</figcaption>
          </figure>
        ),
      }))}
    />
  );
}
