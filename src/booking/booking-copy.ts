/** Every visible sentence of the booking section (docs/product/screens.md), in one place. */
export interface BookingCopy {
  typesHeading: string;
  formHeading: string;
  labels: Record<'first_name' | 'last_name' | 'email' | 'phone' | 'message' | 'image', string>;
  imageHint: string;
  /**
   * The photo picker's own button and "no file" text, where the page words them rather than the
   * browser (which uses its own language, not the page's): left out in English, whose pages keep
   * the browser's picker (image-field.tsx).
   */
  picker?: { choose: string; none: string };
  submit: string;
  sending: string;
}

export const bookingCopy: BookingCopy = {
  typesHeading: 'Types of Consultations',
  formHeading: 'Book a Free Consultation',
  labels: {
    first_name: 'First Name',
    last_name: 'Last Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    image: 'Upload Image',
  },
  imageHint: 'Accepted file types: jpg , file size: 16MB.',
  submit: 'Book a free consultation',
  sending: 'Sending…',
};
