/**
 * What the staff post calls answer. The staff area is in English, like the rest of the staff side
 * (server/staff/staff-messages.ts); the posts themselves are written in either language.
 */
export const postMessages = {
  notFound: 'This post could not be found. It may have been deleted.',
  revisionNotFound: 'This version of the post could not be found.',
  fixFields: 'Please correct the highlighted fields.',
  formMissing: 'Please fill in the post.',
  notText: 'Please enter text only.',
  titleRequired: 'Please enter a title.',
  titleTooLong: (max: number) => `Please keep the title under ${max} characters.`,
  slugInvalid: 'Use lower-case letters, digits and single hyphens only (like "neck-treatment-guide").',
  slugTaken: 'Another post already has this address. Please choose another.',
  languageInvalid: 'Please choose English or Spanish.',
  translationInvalid: 'Please choose a post in the other language that is not itself a translation, or none.',
  translationTaken: 'That post already has a translation.',
  translationHasOwn: 'This post has a translation of its own, so it cannot be the translation of another.',
  metaTooLong: (max: number) => `Please keep the meta description under ${max} characters.`,
  imageInvalid: 'Please choose an uploaded image or an address on this site.',
  altRequired: 'Please describe the cover image for people who cannot see it.',
  altTooLong: (max: number) => `Please keep the description of the image under ${max} characters.`,
  bodyTooLong: (max: number) => `Please keep the post under ${max.toLocaleString('en-US')} characters.`,
  timeInvalid: 'Please choose a valid date and time.',
  coverRequired: 'Please add a cover image and its description before publishing.',
  ifMatchRequired: 'Please reload the post before saving: the editor did not say which version it changed.',
  changedBySomeoneElse: 'This post was changed by someone else while you were editing. Your text is still here: copy it, reload the post, and apply your changes again.',
  created: 'The post has been created as a draft.',
  saved: 'The post has been saved.',
  published: 'The post is published.',
  scheduled: 'The post is scheduled.',
  unpublished: 'The post is back to draft: visitors no longer see it.',
  restored: 'The earlier version has been restored.',
  deleted: 'The post has been deleted.',
} as const;

export const languageLocked = 'This post has a translation in the other language: unlink the translation before changing its language.';

export const imageMessages = {
  notImage: 'Please choose a JPEG, PNG or WebP picture.',
  tooManyPixels: 'This picture has more than 40 megapixels. Please choose a smaller one.',
  undecodable: 'This picture could not be read. Please choose another.',
  missing: 'Please choose a picture to upload.',
  uploaded: 'The picture has been uploaded.',
  busy: (seconds: number) => `Many pictures are being uploaded right now. Please try again in ${seconds} seconds.`,
} as const;
