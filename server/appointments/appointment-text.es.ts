/** Lo que dicen las llamadas de citas, en español (appointment-text.ts es el inglés). */
import type { AppointmentText } from './appointment-text';

export const appointmentText: AppointmentText = {
  typeNames: {
    'in-person': 'En persona en la clínica de Miami',
    phone: 'Llamada telefónica',
    video: 'FaceTime / videollamada',
  },
  booked: '¡Gracias! Su consulta está reservada. Le enviamos la confirmación a su correo electrónico.',
  requested: '¡Gracias! Le reservamos el horario y la clínica se lo confirmará por correo en breve.',
  slotTaken: 'Ese horario acaba de ocuparse. Elija otro horario, por favor.',
  slotNotOffered: 'Ese horario no está disponible. Elija uno de los horarios que se muestran, por favor.',
  tooSoon: (hours: number) => `Elija un horario con al menos ${hours} horas de anticipación, por favor.`,
  typeUnknown: 'Elija un tipo de consulta, por favor.',
  startMissing: 'Elija un horario, por favor.',
  startInvalid: 'Elija un horario de la lista, por favor.',
  badRange: 'Indique fechas con el formato AAAA-MM-DD, la primera no posterior a la última y con 62 días de diferencia como máximo.',
  alreadyBooked: (typeName: string) =>
    `Este correo electrónico o número de teléfono ya tiene una cita próxima de este tipo (${typeName}). Para cambiarla o cancelarla, use el enlace de su correo de confirmación; para pedir otra, llame a la clínica, por favor.`,
  keyReused: 'Esta clave de envío ya se usó para otro formulario. Vuelva a cargar la página y envíelo de nuevo, por favor.',
  linkGone: 'Este enlace venció o ya se usó. Llame a la clínica o reserve un nuevo horario en nuestro sitio web, por favor.',
  cancelled: 'Su cita está cancelada. Le enviamos la confirmación a su correo electrónico.',
  moved: 'Su cita cambió de horario. Le enviamos la nueva invitación a su correo electrónico.',
  linkReplaced: 'Esta cita cambió después de enviarse este correo. El correo más reciente que le enviamos tiene el enlace que funciona; abajo verá su cita tal como está ahora.',
  linkCancelled: 'Esta cita fue cancelada, por eso su enlace ya no funciona.',
  confirmFirst: 'Confirme primero su correo electrónico: abra el enlace que le enviamos. Después sus citas aparecerán aquí.',
  notInAccount: 'No encontramos esa cita en su cuenta.',
  cannotChange: 'Esta cita ya pasó o fue cancelada, así que ya no se puede cambiar aquí. Llame a la clínica, por favor.',
};
