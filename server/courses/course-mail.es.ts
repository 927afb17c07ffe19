/** Los correos del curso, en español (course-mail.ts es el inglés). */
import { clinic } from '../../src/config/clinic';
import { COURSE_ZONE } from './course-time';
import type { courseMailText as english, CourseMailFacts, CourseMailKind } from './course-mail';

const addressLine = `${clinic.address.street}, ${clinic.address.city}, ${clinic.address.region} ${clinic.address.postalCode}`;
const dayFormat = new Intl.DateTimeFormat('es-US', { timeZone: COURSE_ZONE, dateStyle: 'full' });
const whenFormat = new Intl.DateTimeFormat('es-US', { timeZone: COURSE_ZONE, dateStyle: 'full', timeStyle: 'short' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: COURSE_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export const courseMailText: typeof english = {
  courseName: `Capacitación y certificación en ${clinic.brand}`,
  where: `${clinic.clinicName}, ${addressLine}`,
  day: (start: number, end: number) => `${dayFormat.format(new Date(start))}, de ${timeFormat.format(new Date(start))} a ${timeFormat.format(new Date(end))} (hora de Miami)`,
  when: (ms: number) => `${whenFormat.format(new Date(ms))} (hora de Miami)`,
  subject: (kind: CourseMailKind, f: CourseMailFacts): string =>
    ({
      reserved: `Su plaza está reservada: ${f.day}`,
      waiting: `Está en la lista de espera: ${f.day}`,
      offer: `Hay una plaza libre para usted: ${f.day}`,
      offer_expired: `La plaza ofrecida pasó a la siguiente persona: ${f.day}`,
      accepted: `La plaza es suya: ${f.day}`,
      confirmed: `Su plaza está confirmada: ${f.day}`,
      cancelled: `Su inscripción está cancelada: ${f.day}`,
      left_waitlist: `Salió de la lista de espera: ${f.day}`,
      day_cancelled: `Día del curso cancelado: ${f.day}`,
      moved: `Se cambió a un nuevo día del curso: ${f.day}`,
      hold_warning: `Su plaza reservada se mantiene hasta el ${f.until ?? ''}`,
      hold_released: `Su plaza reservada fue liberada: ${f.day}`,
      reminder_7d: `Falta una semana: ${f.day}`,
      reminder_1d: `Nos vemos mañana: ${f.day}`,
      certificate: `Su certificado de asistencia: ${f.day}`,
    })[kind],
  lead: (kind: CourseMailKind, f: CourseMailFacts): string =>
    ({
      reserved: `Su plaza en el curso de capacitación de ${clinic.brand} del ${f.day} está reservada. La clínica le enviará una factura o le llamará para el pago; su plaza queda confirmada una vez pagada. La mantenemos para usted hasta el ${f.until ?? 'pago'}.`,
      waiting: `El día del curso ${f.day} está completo, así que está en su lista de espera: es el número ${f.place ?? 1}. Cuando se libere una plaza, la primera persona de la lista recibe un correo que se la ofrece, reservada por un tiempo limitado. Nunca le inscribimos sin que usted acepte.`,
      offer: `Se liberó una plaza en el día del curso ${f.day}, y la reservamos para usted hasta el ${f.until ?? ''}. Abra el enlace de abajo y elija «Tomar la plaza» o «No, gracias». Si no responde antes, se ofrece a la siguiente persona de la lista.`,
      offer_expired: `La plaza que le ofrecimos para el ${f.day} no se tomó antes de que terminara la oferta, así que se ofreció a la siguiente persona de la lista. Puede volver a unirse a la lista de espera en nuestra página de capacitación.`,
      accepted: `Tomó la plaza ofrecida en el día del curso ${f.day}. La clínica le enviará una factura o le llamará para el pago; su plaza queda confirmada una vez pagada.`,
      confirmed: `La clínica registró su pago: su plaza en el día del curso ${f.day} está confirmada.`,
      cancelled: `Su inscripción en el día del curso ${f.day} está cancelada y su plaza quedó libre.`,
      left_waitlist: `Salió de la lista de espera del día del curso ${f.day}.`,
      day_cancelled: `Lo sentimos: la clínica canceló el día del curso ${f.day}. Cualquier pago que haya hecho se le devolverá por completo, o se pasará a otro día si lo prefiere. Llámenos o elija otro día en nuestra página de capacitación.`,
      moved: `Se cambió al día del curso ${f.day}. Su plaza en el día anterior quedó libre.`,
      hold_warning: `Su plaza en el día del curso ${f.day} está reservada pero aún no pagada. Se mantiene hasta el ${f.until ?? ''}; después pasa a la siguiente persona de la lista. Llame a la clínica para pagar, o cancele si ya no puede venir.`,
      hold_released: `Su plaza reservada en el día del curso ${f.day} no se pagó a tiempo, así que quedó libre. Puede volver a inscribirse si quedan plazas.`,
      reminder_7d: `Su curso de capacitación de ${clinic.brand} es dentro de una semana: ${f.day}.`,
      reminder_1d: `Su curso de capacitación de ${clinic.brand} es mañana: ${f.day}. Llegue 15 minutos antes y traiga una identificación con foto y su licencia profesional.`,
      certificate: `Gracias por asistir al curso de capacitación de ${clinic.brand} del ${f.day}. Su certificado de asistencia va adjunto a este correo en PDF. Cualquiera puede verificarlo en ${f.certificateUrl ?? ''}.`,
    })[kind],
  where_line: `Dónde: ${clinic.clinicName}, ${addressLine}`,
  yourPage: (link: string) => `Su inscripción (datos, invitación de calendario, cancelar o cambiar de día):\n${link}`,
  offerLink: (link: string) => `Tome la plaza o diga «No, gracias»:\n${link}`,
  hello: (firstName: string) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
  policy: 'Cancelación y cambio: puede cancelar o cambiarse a otro día con plazas libres desde su página de inscripción hasta que cierre la inscripción; los pagos se devuelven por completo hasta 14 días antes del curso y al 50 % después.',
  signature: `${clinic.clinicName}\n${clinic.phone}`,
};
