/** The time picker's words in Spanish (time-picker-copy.ts has the English and the shape). */
import type { TimePickerCopy } from './time-picker-copy';

export const spanishTimePickerCopy: TimePickerCopy = {
  legend: '¿Cómo prefiere su consulta?',
  types: { 'in-person': 'En persona en la clínica de Miami', phone: 'Llamada telefónica', video: 'FaceTime / videollamada' },
  callMe: 'Prefiero que me llamen',
  callMeHint: 'Le llamamos para acordar juntos un horario.',
  days: 'Día',
  timesOn: (day) => `Horarios libres del ${day}`,
  clinicZone: 'Los horarios son de Miami (hora del Este).',
  visitorZone: (zone) => `Su propia hora (${zone}) aparece al lado de cada uno.`,
  yourTime: (time) => `${time} su hora`,
  timesCount: (count) => (count === 0 ? 'Sin horarios' : count === 1 ? '1 horario' : `${count} horarios`),
  loading: 'Cargando horarios libres…',
  loadError: 'No se pudieron cargar los horarios libres.',
  retry: 'Reintentar',
  noTimesWeek: 'No hay horarios libres esta semana.',
  noTimesDay: 'No hay horarios libres este día.',
  previousWeek: 'Semana anterior',
  nextWeek: 'Semana siguiente',
  chooseTime: 'Elija un horario, o la opción «Prefiero que me llamen».',
  bookedHeading: 'Su consulta está reservada',
  bookedWhen: (type, when) => `${type}, ${when} (hora de Miami).`,
  bookedVisitor: (when) => `Es decir, ${when} en su hora.`,
  bookedMail: 'Le enviamos los detalles por correo electrónico con una invitación de calendario.',
  heldHeading: 'Le reservamos el horario',
  heldMail: 'La clínica se lo confirmará por correo en breve; la invitación de calendario llegará con esa confirmación.',
};
