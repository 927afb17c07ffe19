/** The unsubscribe page in Spanish (unsubscribe-copy.ts has the English and the shape). */
import type { UnsubscribeCopy } from './unsubscribe-copy';

export const unsubscribeCopy: UnsubscribeCopy = {
  heading: 'Cancelar sus invitaciones',
  lead: 'Ya no recibirá la invitación a su visita de seguimiento ni ningún otro correo promocional nuestro. Los correos sobre sus citas siguen llegando.',
  button: 'Cancelar suscripción',
  busy: 'Cancelando…',
  failed: 'No pudimos comunicarnos con la clínica. Revise su conexión e inténtelo de nuevo.',
  resubscribe: '¿Cambió de opinión? Puede volver a suscribirse cuando quiera en su cuenta:',
  resubscribeLink: 'Su preferencia de correo',
};
