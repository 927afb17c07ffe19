/** 'Sus datos' en su perfil, en español (account-data-words.ts es el inglés). */
import type { AccountDataWords } from './account-data-words';

export const accountDataWords: AccountDataWords = {
  heading: 'Sus datos',
  mailHeading: 'Invitaciones por correo',
  mailLabel: 'Envíenme invitaciones, como la de mi visita de seguimiento',
  mailHint: 'Los correos sobre sus citas y sus cuidados llegan de todos modos. Cada invitación trae también un enlace para darse de baja con un clic.',
  downloadHeading: 'Descargue sus datos',
  downloadText: 'Todo lo que tenemos de su cuenta en un archivo (JSON): sus datos, sus solicitudes y citas, su preferencia de correo y los formularios de salud que firmó, cada uno con un enlace a su PDF.',
  download: 'Descargar mis datos',
  closeHeading: 'Cerrar su cuenta',
  closeKept: (years: number) =>
    `Sus formularios de salud y consentimientos firmados son su expediente médico: la ley pide a la clínica conservarlos, así que los guardamos durante ${years} años desde su última firma y después los borramos. Borrar una solicitud o una cita no los elimina.`,
  closeRest: 'Todo lo demás se borra en el acto: su cuenta, sus datos, sus solicitudes y citas (una todavía por venir se cancela y se lo avisamos por correo) y su preferencia de correo.',
  password: 'Su contraseña',
  close: 'Cerrar mi cuenta',
  closing: 'Cerrando…',
  closedHeading: 'Su cuenta está cerrada',
  failed: 'No pudimos hacerlo ahora. Inténtelo de nuevo.',
};
