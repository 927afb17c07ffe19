/** What the marketing-mail calls answer, in English (marketing-mail-text.es.ts: Spanish). */
export const marketingMailText = {
  unsubscribed: 'You are unsubscribed: we will send you no more invitations. Mail about your appointments and your care still comes.',
  subscribed: 'You will get our invitations again, such as the one to your follow-up visit.',
  state: (subscribed: boolean): string => (subscribed ? 'You get our invitations, such as the one to your follow-up visit.' : 'You get no invitations from us. Mail about your appointments and your care still comes.'),
  badToken: 'This unsubscribe link is not complete. Please use the link from the mail as it is.',
  unknownToken: 'This unsubscribe link is not one of ours. You can also unsubscribe in your account.',
  badChoice: 'Please send "subscribed": true or false.',
  confirmFirst: 'Please confirm your e-mail address first: we send the link to the address on your account.',
};
