/**
 * What a visitor reads when the server could not make a page: a fault of ours, never hers, so
 * the page says so plainly, offers another try and the way home, and names the phone for a
 * patient who was about to book. Never a stack, a path or an error's own message.
 */
export interface PageErrorText {
  title: string;
  lead: string;
  callInstead: string;
  home: string;
}

export const pageErrorText: PageErrorText = {
  title: 'Something went wrong on our side',
  lead: 'This page could not be loaded just now. Please try again in a moment; nothing you did caused this.',
  callInstead: 'If you were about to book a consultation, you can also call us:',
  home: 'Back to the home page',
};
