/** The inline form messages in Spanish: the twin of validation-messages.ts. */
import type * as en from './validation-messages';

export const NAME_REQUIRED: typeof en.NAME_REQUIRED = 'El nombre es obligatorio';
export const LAST_NAME_REQUIRED: typeof en.LAST_NAME_REQUIRED = 'El apellido es obligatorio';
export const EMAIL_REQUIRED: typeof en.EMAIL_REQUIRED = 'El correo electrónico es obligatorio';
export const PHONE_REQUIRED: typeof en.PHONE_REQUIRED = 'El teléfono es obligatorio';
export const MESSAGE_REQUIRED: typeof en.MESSAGE_REQUIRED = 'El mensaje es obligatorio';
export const IMAGE_REQUIRED: typeof en.IMAGE_REQUIRED = 'La imagen es obligatoria';
export const ONLY_IMAGES: typeof en.ONLY_IMAGES = 'Solo se permiten archivos de imagen.';
export const REQUIRED_NOTE: typeof en.REQUIRED_NOTE = 'Los campos marcados con * son obligatorios.';
