/** The inline messages of docs/product/validation.md, word for word. */
export const NAME_REQUIRED: string = 'Name is required';
/** The last name's own message: the same words in English, its own in Spanish ('El apellido…'). */
export const LAST_NAME_REQUIRED: string = 'Name is required';
export const EMAIL_REQUIRED: string = 'Email is required';
export const PHONE_REQUIRED: string = 'Phone is required';
export const MESSAGE_REQUIRED: string = 'Message is required';
export const IMAGE_REQUIRED: string = 'Image is required';
export const ONLY_IMAGES: string = 'Only image files are allowed.';
/** Not a message of SPEC.md: the line above a form saying what the mark on its required fields means. */
export const REQUIRED_NOTE: string = 'Fields marked * are required.';
