/** Spanish copy of the treatments overview (/treatments), twin of treatments.ts. */
import { clinic } from '../../src/config/clinic';
import type * as en from './treatments';

export const treatmentCards: typeof en.treatmentCards = [
  {
    treatmentsImage: '/images/treatments/laser_skin.svg',
    name: 'Tensado de la piel con láser',
    description:
      'Reafirma la flacidez leve a moderada del rostro y el cuerpo con un láser de 1470 nm bajo la piel, sin cirugía.',
    link_path: '/treatments/laser_skin',
  },
  {
    treatmentsImage: '/images/treatments/under_chin.svg',
    name: 'Papada',
    description:
      'Tensa la piel blanda bajo el mentón y define el perfil en una sesión de 30-45 minutos.',
    link_path: '/treatments/under_chin',
  },
  {
    treatmentsImage: '/images/treatments/mandibular_contour.svg',
    name: 'Contorno mandibular',
    description:
      'Redefine una mandíbula desdibujada y las primeras papadas laterales para un borde más nítido del mentón a la oreja.',
    link_path: '/treatments/mandibular_contour',
  },
  {
    treatmentsImage: '/images/treatments/neck.svg',
    name: 'Cuello',
    description:
      'Alisa la piel flácida del cuello y las primeras bandas, y la mayoría vuelve al trabajo en 24-48 horas.',
    link_path: '/treatments/neck',
  },
  {
    treatmentsImage: '/images/treatments/tummy.svg',
    name: 'Tensado de la piel del abdomen',
    description:
      'Reafirma la piel flácida del abdomen después de perder peso o de un embarazo, sin abdominoplastia.',
    link_path: '/treatments/tummy',
  },
  {
    treatmentsImage: '/images/treatments/lower_eyelid.svg',
    name: 'Párpado inferior',
    description:
      'Tensa con suavidad la piel arrugada bajo los ojos en una sesión de 20-30 minutos con anestesia local.',
    link_path: '/treatments/lower_eyelid',
  },
  {
    treatmentsImage: '/images/treatments/under_arm.svg',
    name: 'Brazos',
    description:
      'Tonifica la piel flácida de la parte posterior del brazo para que vuelva a usar blusas sin mangas con tranquilidad.',
    link_path: '/treatments/under_arm',
  },
  {
    treatmentsImage: '/images/treatments/lower_face.svg',
    name: 'Tercio medio e inferior del rostro',
    description:
      'Eleva la parte baja de las mejillas, los surcos de la sonrisa y la mandíbula para un rostro más fresco y definido.',
    link_path: '/treatments/lower_face',
  },
];

export const treatmentsFaqs: typeof en.treatmentsFaqs = [
  {
    number: 1,
    question: '¿Qué zona de tratamiento es la adecuada para mí?',
    ans: `<p>Depende de dónde haya empezado a aflojarse su piel y de lo que más le moleste. En su consulta gratuita examinamos la zona, le mostramos fotos de antes y después de casos parecidos y le recomendamos una zona o una combinación. Las zonas vecinas, como la papada y el cuello, suelen tratarse juntas.</p>`,
  },
  {
    number: 2,
    question: '¿Qué diferencia a Endolift de otros tratamientos para tensar la piel?',
    ans: `<p>La mayoría de los equipos calientan la piel desde fuera. Endolift lleva la energía de un láser de diodo de 1470 nm directamente bajo la piel a través de una fibra de apenas 200-300 µm, de modo que llega a las capas profundas donde empieza la flacidez mientras la superficie queda intacta. El láser está autorizado por la FDA y el tratamiento solo requiere anestesia local.</p>`,
  },
  {
    number: 3,
    question: '¿Cuánto dura cada tratamiento?',
    ans: `<p>Las sesiones duran de 30 a 90 minutos, según la zona:</p>
<ul>
  <li>Párpado inferior: 20-30 minutos</li>
  <li>Papada, contorno mandibular, cuello y parte inferior del rostro: 30-45 minutos</li>
  <li>Abdomen y brazos: 40-60 minutos</li>
</ul>
<p>Si se combinan zonas, la sesión puede durar hasta 2 horas.</p>`,
  },
  {
    number: 4,
    question: '¿Puedo tratar más de una zona a la vez?',
    ans: `<p>Sí, en muchos casos. Combinar zonas vecinas, como la mandíbula y el cuello, da un resultado más uniforme y un solo periodo de recuperación. Planificamos con cuidado el tiempo total y la dosis para que la sesión sea cómoda y segura.</p>`,
  },
  {
    number: 5,
    question: '¿El tratamiento duele?',
    ans: `<p>Antes de empezar adormecemos la zona con anestesia local. La mayoría de los pacientes siente calor y una ligera presión; las inyecciones de anestesia suelen ser el único pinchazo que se nota. No se usa anestesia general.</p>`,
  },
  {
    number: 6,
    question: '¿Cuándo podré retomar mi vida normal?',
    ans: `<p>La mayoría de las personas vuelve al trabajo en 24-48 horas. La hinchazón alcanza su punto máximo hacia las 48 horas y desaparece en 5-10 días. Puede caminar desde el primer día y volver al ejercicio de alta intensidad pasadas 72 horas.</p>`,
  },
  {
    number: 7,
    question: '¿Qué efectos secundarios pueden aparecer?',
    ans: `<ul>
  <li>Hinchazón, hematomas, enrojecimiento y sensibilidad, que duran 1-14 días</li>
  <li>Adormecimiento pasajero o sensación de tirantez</li>
  <li>Marcas diminutas donde entró la fibra, que desaparecen</li>
  <li>En raras ocasiones, irritación de un nervio, que se resuelve en 3-6 meses</li>
</ul>`,
  },
  {
    number: 8,
    question: '¿Cuándo veré el resultado final?',
    ans: `<p>Es posible que note cierto tensado de inmediato. El cambio principal viene del colágeno nuevo, así que los resultados completos aparecen en 3 a 6 meses y pueden seguir mejorando hasta los 12 meses.</p>`,
  },
  {
    number: 9,
    question: '¿Cuánto duran los resultados?',
    ans: `<p>Los resultados duran de 1 a 5 años: unos 1-2 años en muchos pacientes y hasta 5 años en algunos. La protección solar con FPS 30+, un peso estable y hábitos saludables ayudan a que su resultado dure. Los resultados varían.</p>`,
  },
  {
    number: 10,
    question: '¿Necesitaré una segunda sesión?',
    ans: `<p>Muchos pacientes solo necesitan una. Si su piel está más flácida desde el principio, se puede sugerir una segunda sesión a los 4 a 6 meses. Un retoque a los 6-12 meses es opcional y puede afinar el resultado.</p>`,
  },
  {
    number: 11,
    question: '¿Cómo debo prepararme para mi cita?',
    ans: `<ol>
  <li>Evite los peelings químicos y los tratamientos de rejuvenecimiento de la superficie durante al menos 2 semanas.</li>
  <li>Infórmenos de todos los medicamentos y suplementos que toma; junto con su médico, le indicaremos qué hacer con los que favorecen los hematomas.</li>
  <li>No tome alcohol en las 24 horas previas y llegue con la piel limpia.</li>
  <li>Organice su agenda para poder tomárselo con calma durante 24-48 horas.</li>
</ol>`,
  },
  {
    number: 12,
    question: '¿Cuánto cuesta el tratamiento?',
    ans: `<p>En Miami, Endolift cuesta en promedio de $3,500 a $6,000. El precio depende de la zona, de su tamaño y de si se combinan varias zonas. Después de su consulta gratuita recibirá un presupuesto claro por escrito. Llámenos al <a href="${clinic.phoneHref}">${clinic.phone}</a> si tiene cualquier pregunta.</p>`,
  },
];

export const treatmentsPage: typeof en.treatmentsPage = {
  hero: {
    image: '/images/heroes/treatments.svg',
    sub_title: 'Tratamientos Endolift',
    title: 'Tensado de la piel con láser para el rostro y el cuerpo',
    content:
      'Una tecnología láser autorizada por la FDA, ocho zonas de tratamiento. Cada plan se adapta a su piel, a sus objetivos y a su agenda.',
    points: [
      'Sesiones de 30 a 90 minutos',
      'Solo anestesia local',
      'Resultados completos en 3 a 6 meses',
    ],
    info: '¿No sabe qué zona elegir? Reserve una consulta gratuita.',
  },
  heading: '¡Tratamientos que realmente funcionan!',
  intro:
    'Endolift tensa la piel desde dentro con un láser de diodo de 1470 nm y una fibra fina como un cabello colocada justo debajo de la superficie. Las sesiones duran de 20 a 90 minutos según la zona. Elija una zona para ver fotos de antes y después, qué esperar el día del tratamiento y los cuidados esenciales posteriores.',
  cards: treatmentCards,
  faq: {
    title: 'Preguntas frecuentes',
    intro: 'Lo que más preguntan los pacientes antes de elegir una zona de tratamiento.',
    items: treatmentsFaqs,
  },
  consultation: {
    title: 'Reserve una consulta gratuita',
    intro: `Conozca a ${clinic.practitioner.name} en persona, por teléfono o por FaceTime, y salga con un plan personalizado.`,
  },
};
