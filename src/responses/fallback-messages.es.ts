/** The client's fallback sentences in Spanish: the twin of fallback-messages.ts. */
import type * as en from './fallback-messages';

export const SOMETHING_WENT_WRONG: typeof en.SOMETHING_WENT_WRONG = 'Algo salió mal';
export const TRY_AGAIN: typeof en.TRY_AGAIN = 'Algo salió mal. Por favor, inténtelo de nuevo.';
export const LOGIN_FAILED: typeof en.LOGIN_FAILED = 'No se pudo iniciar sesión';
export const NETWORK_ERROR: typeof en.NETWORK_ERROR = 'Error de red';
export const LOGIN_SUCCESS: typeof en.LOGIN_SUCCESS = 'Inicio de sesión correcto';
