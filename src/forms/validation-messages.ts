/** The inline messages of docs/product/validation.md, word for word. */
export const NAME_REQUIRED = 'Name is required';
export const EMAIL_REQUIRED = 'Email is required';
export const PHONE_REQUIRED = 'Phone is required';
export const MESSAGE_REQUIRED = 'Message is required';
export const IMAGE_REQUIRED = 'Image is required';
export const ONLY_IMAGES = 'Only image files are allowed.';
