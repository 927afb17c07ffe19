/** Los correos de citas del paciente, en español (appointment-mail.ts es el inglés). */
import { clinic } from '../../src/config/clinic';
import { CLINIC_ZONE } from './clinic-zone';
import type { appointmentMailText as english, AppointmentMailFacts } from './appointment-mail';

const addressLine = `${clinic.address.street}, ${clinic.address.city}, ${clinic.address.region} ${clinic.address.postalCode}`;
const when = new Intl.DateTimeFormat('es-US', { timeZone: CLINIC_ZONE, dateStyle: 'full', timeStyle: 'short' });

export const appointmentMailText: typeof english = {
  typeName: { 'in-person': 'consulta en persona', phone: 'consulta telefónica', video: 'consulta por videollamada' },
  where: (typeId: string): string =>
    typeId === 'in-person'
      ? `${clinic.clinicName}, ${addressLine}`
      : typeId === 'phone'
        ? 'Por teléfono: le llamaremos al número que nos dio.'
        : 'Por FaceTime o videollamada: le llamaremos por FaceTime al número que nos dio, o le enviaremos por correo un enlace de video unos minutos antes.',
  when: (ms: number) => `${when.format(new Date(ms))} (hora de Miami)`,
  whenIn: (ms: number, zone: string) => `${new Intl.DateTimeFormat('es-US', { timeZone: zone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(ms))}`,
  yours: (whenText: string, zone: string) => `Es decir, ${whenText} donde usted está (${zone.replace(/_/g, ' ')}).`,
  subject: (facts: AppointmentMailFacts, whenText: string): string =>
    ({
      booked: `Su consulta está reservada: ${whenText}`,
      moved: `Su consulta cambió de horario: ${whenText}`,
      cancelled: `Su consulta está cancelada: ${whenText}`,
      reminder: `Recordatorio: su consulta de mañana, ${whenText}`,
      requested: `Recibimos su solicitud: ${whenText}`,
      declined: `No pudimos mantener el horario que pidió: ${whenText}`,
    })[facts.kind],
  lead: (facts: AppointmentMailFacts, type: string, whenText: string): string =>
    ({
      booked: `Su ${type} con ${clinic.clinicName} está reservada para el ${whenText}.`,
      moved: `Su ${type} con ${clinic.clinicName} es ahora el ${whenText}. El horario anterior quedó libre.`,
      cancelled: `Su ${type} con ${clinic.clinicName} del ${whenText} está cancelada. Esperamos verle en otra ocasión; puede reservar un nuevo horario en nuestro sitio web.`,
      reminder: `Le recordamos su ${type} con ${clinic.clinicName} el ${whenText}.`,
      requested: `Gracias por elegir el ${whenText} para su ${type} con ${clinic.clinicName}. Le reservamos el horario y la clínica se lo confirmará por correo en breve; la invitación para su calendario llegará con esa confirmación.`,
      declined: `Lo sentimos: ${clinic.clinicName} no puede mantener el horario que pidió, el ${whenText}, para su ${type}. Elija otro horario en nuestro sitio web, o llámenos y lo buscamos juntos.`,
    })[facts.kind],
  healthForm: (profileUrl: string) =>
    `Antes de su visita, responda unas preguntas de salud y firme el consentimiento al tratamiento en su cuenta (inicie sesión, o regístrese con este correo electrónico y confírmelo):\n${profileUrl}`,
  manage: (link: string) => `Para cancelar o elegir otro horario, abra este enlace (funciona una sola vez, hasta el inicio de la cita):\n${link}`,
  hello: (firstName: string) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
  signature: `${clinic.clinicName}\n${clinic.phone}`,
  summary: `Consulta en ${clinic.clinicName}`,
};
