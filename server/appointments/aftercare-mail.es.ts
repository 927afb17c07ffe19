/** El correo de cuidados posteriores y la invitación al seguimiento, en español (aftercare-mail.ts es el inglés). */
import { clinic } from '../../src/config/clinic';
import type { aftercareMailText as english } from './aftercare-mail';

export const aftercareMailText: typeof english = {
  aftercareSubject: `Sus cuidados posteriores de ${clinic.clinicName}`,
  aftercareLead: 'Gracias por su visita de hoy. Así puede cuidar la piel tratada durante los próximos días.',
  general: [
    'Durante 72 horas: nada de calor ni de ejercicio de alta intensidad. Es decir, nada de sauna, baño de vapor, yoga caliente o duchas muy calientes, y nada de correr, spinning o levantar pesas. Caminar está bien.',
    'Proteja la piel tratada con protector solar de SPF 30 o más todos los días, aunque esté nublado, y vuelva a aplicarlo cuando esté al aire libre.',
    'Nada de peelings químicos, ácidos exfoliantes ni exfoliantes en las zonas tratadas durante 2 semanas.',
  ],
  timelineHeading: 'Qué esperar',
  timeline: [
    'Días 1 a 3: es normal algo de hinchazón, sensibilidad y enrojecimiento, que suelen notarse más en estos días.',
    'Días 4 a 14: la hinchazón baja. Si aparece algún moretón, suele desaparecer en 7 a 10 días.',
    'Semanas 2 a 12: la piel sigue reafirmándose a medida que se forma colágeno nuevo, así que el resultado sigue mejorando.',
  ],
  areasHeading: 'Para las zonas tratadas hoy',
  areas: {
    laser_skin: 'Piel tratada: lávela con suavidad, con agua tibia y un limpiador suave, y séquela a toquecitos.',
    under_chin: 'Bajo la barbilla: duerma con la cabeza un poco elevada las dos primeras noches para ayudar a que baje la hinchazón.',
    mandibular_contour: 'Contorno mandibular: duerma con la cabeza un poco elevada las dos primeras noches y evite presionar la mandíbula.',
    neck: 'Cuello: evite cuellos ajustados y bufandas durante unos días.',
    tummy: 'Abdomen: use ropa holgada y suave en la cintura durante la primera semana.',
    lower_eyelid: 'Párpados inferiores: nada de maquillaje de ojos durante 48 horas; una compresa fría envuelta en un paño limpio alivia la hinchazón.',
    under_arm: 'Axilas: nada de desodorante sobre la piel tratada durante 48 horas, y use mangas holgadas.',
    lower_face: 'Parte inferior del rostro: duerma boca arriba con la cabeza un poco elevada las dos primeras noches.',
  },
  call: `¿Tiene preguntas, o la hinchazón aumenta después del día 3? Llámenos al ${clinic.phone}.`,
  followUpSubject: `Es momento de su seguimiento en ${clinic.clinicName}`,
  followUpLead: 'Han pasado cuatro meses desde su tratamiento: un buen momento para ver juntos su resultado y planear el siguiente paso.',
  followUpBook: (bookingLink: string) => `Reserve aquí su visita de seguimiento:\n${bookingLink}`,
  followUpCall: `O llámenos al ${clinic.phone} y buscamos un horario juntos.`,
  unsubscribe: (pageLink: string) =>
    `Recibe esta invitación porque recibió un tratamiento en ${clinic.clinicName}. Para no recibir más invitaciones como esta, cancele su suscripción aquí, use el botón de cancelar suscripción de su programa de correo o llámenos al ${clinic.phone}. Los correos sobre sus citas y sus cuidados siguen llegando.\n${pageLink}`,
  hello: (firstName: string) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
  signature: `${clinic.clinicName}\n${clinic.phone}`,
};
