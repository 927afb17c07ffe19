/** One testimonial: portrait, quote, name and a detail line (age for patients, role for graduates). */
import { ContentImage } from './content-image';
import '../styles/testimonial.css';

export interface TestimonialCardProps {
  image: string;
  name: string;
  detail: string;
  text: string;
}

export function TestimonialCard({ image, name, detail, text }: TestimonialCardProps) {
  return (
    <figure className="testimonial">
      <svg className="testimonial__mark" width="36" height="36" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M9.5 6C6.5 7.2 4.5 9.8 4.5 13.2V18h6v-6h-3c0-1.9 1.1-3.4 2.9-4.2zm10 0c-3 1.2-5 3.8-5 7.2V18h6v-6h-3c0-1.9 1.1-3.4 2.9-4.2z"
        />
      </svg>
      <blockquote className="testimonial__text">
        <p>{text}</p>
      </blockquote>
      <figcaption className="testimonial__person">
        <ContentImage className="testimonial__photo" src={image} alt="" />
        <span>
          <span className="testimonial__name">{name}</span>
          <span className="testimonial__detail">{detail}</span>
        </span>
      </figcaption>
    </figure>
  );
}
