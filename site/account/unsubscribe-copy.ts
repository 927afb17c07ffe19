/** The words of the unsubscribe page (docs/product/screens.md "Unsubscribe"), in English; unsubscribe-copy.es.ts has the Spanish. */
export interface UnsubscribeCopy {
  heading: string;
  /** what she stops getting, and what comes all the same */
  lead: string;
  button: string;
  busy: string;
  /** no answer from the server at all (the server's own messages are shown as it words them) */
  failed: string;
  resubscribe: string;
  resubscribeLink: string;
}

export const unsubscribeCopy: UnsubscribeCopy = {
  heading: 'Unsubscribe from our invitations',
  lead: 'You will no longer get the invitation to your follow-up visit or any other marketing mail from us. Mail about your appointments still comes.',
  button: 'Unsubscribe',
  busy: 'Unsubscribing…',
  failed: 'We could not reach the clinic. Please check your connection and try again.',
  resubscribe: 'Changed your mind? You can subscribe again at any time in your account:',
  resubscribeLink: 'Your mail setting',
};
