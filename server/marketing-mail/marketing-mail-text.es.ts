/** Las respuestas de las llamadas de correo promocional, en español (marketing-mail-text.ts es el inglés). */
import type { marketingMailText as english } from './marketing-mail-text';

export const marketingMailText: typeof english = {
  unsubscribed: 'Su suscripción está cancelada: no le enviaremos más invitaciones. Los correos sobre sus citas y sus cuidados siguen llegando.',
  subscribed: 'Volverá a recibir nuestras invitaciones, como la de su visita de seguimiento.',
  state: (subscribed: boolean) => (subscribed ? 'Recibe nuestras invitaciones, como la de su visita de seguimiento.' : 'No recibe invitaciones nuestras. Los correos sobre sus citas y sus cuidados siguen llegando.'),
  badToken: 'Este enlace para cancelar la suscripción está incompleto. Use el enlace del correo tal como está.',
  unknownToken: 'Este enlace para cancelar la suscripción no es nuestro. También puede cancelarla en su cuenta.',
  badChoice: 'Envíe "subscribed": true o false.',
  confirmFirst: 'Primero confirme su correo electrónico: le enviamos el enlace a la dirección de su cuenta.',
};
