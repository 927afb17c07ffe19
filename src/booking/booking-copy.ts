/** Every visible sentence of the booking section (docs/product/screens.md), in one place. */
export interface BookingCopy {
  typesHeading: string;
  formHeading: string;
  labels: Record<'first_name' | 'last_name' | 'email' | 'phone' | 'message' | 'image', string>;
  imageHint: string;
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
