/** Lo que responden las llamadas de sus datos, en español (account-data-text.ts: inglés). */
import type { accountDataText as en } from './account-data-text';

export const accountDataText: typeof en = {
  passwordNeeded: 'Escriba su contraseña para cerrar su cuenta.',
  wrongPassword: 'Esa contraseña no es correcta. Su cuenta sigue abierta.',
  closed: (years: number, kept: boolean): string =>
    kept
      ? `Su cuenta está cerrada y su sesión terminada. Conservamos sus formularios de salud y consentimientos firmados, como la ley pide de un expediente médico, durante ${years} años desde su última firma; después los borramos. Todo lo demás está borrado.`
      : 'Su cuenta está cerrada y su sesión terminada. Todo lo que teníamos de su cuenta está borrado.',
  noSuchForm: 'No hay tal formulario firmado en su cuenta.',
  cannotOpen: 'Sus formularios firmados no se pueden abrir ahora. Inténtelo más tarde o llame a la clínica.',
};
