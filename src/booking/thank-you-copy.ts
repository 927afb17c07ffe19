/** The thank-you panel a widget shows in place of the booking form once the clinic has the request. */
export interface ThankYouCopy {
  heading: string;
  text: string;
  again: string;
}

export const thankYouCopy: ThankYouCopy = {
  heading: 'Thank you!',
  text: 'Your consultation request has reached our team. We will contact you shortly to arrange a time that suits you.',
  again: 'Book another consultation',
};
