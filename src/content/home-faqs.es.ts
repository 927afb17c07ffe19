/** The home page's FAQ accordion in Spanish: the twin of home-faqs.ts (answers may hold HTML lists). */
import { clinic } from '../config/clinic';
import type * as en from './home-faqs';

const practitioner = clinic.practitioner;
/** '10,000+' in words, keeping the English number format: 'más de 10,000' */
const procedures = practitioner.procedures.replace(/^(.+)\+$/, 'más de $1');

export const homeFaqs: typeof en.homeFaqs = [
  {
    number: 1,
    question: '¿Qué es Endolift?',
    ans: `<p>Endolift es un tratamiento láser no quirúrgico para tensar la piel. Un láser de diodo de 1470 nm aplica una energía suave por debajo de la piel a través de una fibra óptica de apenas 200-300 µm, más o menos el grosor de un cabello, así que no hay incisiones, ni puntos, ni anestesia general. La plataforma láser que usamos está autorizada por la FDA.</p>`,
  },
  {
    number: 2,
    question: '¿Cómo funciona el tratamiento?',
    ans: `<p>La fibra se introduce bajo la piel por un punto de entrada diminuto que se abre con una aguja fina. Su calor controlado actúa entonces de tres maneras:</p>
<ol>
  <li>Contrae las bandas fibrosas que hay bajo la piel y logra un primer tensado inmediato.</li>
  <li>Estimula su propio colágeno y su elastina, que siguen reafirmando la piel durante meses.</li>
  <li>Puede suavizar pequeños depósitos de grasa rebeldes en la zona tratada.</li>
</ol>`,
  },
  {
    number: 3,
    question: '¿Quién realiza mi tratamiento?',
    ans: `<p>Cada tratamiento lo realiza ${practitioner.name}, ${practitioner.credentials}, enfermera practicante de familia certificada y nuestra directora clínica, profesional a cargo de los tratamientos y formadora principal (Master Trainer). Aporta a cada cita ${practitioner.yearsExperience} años de experiencia y ${procedures} procedimientos.</p>`,
  },
  {
    number: 4,
    question: '¿Qué zonas se pueden tratar?',
    ans: `<p>Endolift es adecuado para zonas pequeñas y medianas donde la piel ha empezado a aflojarse, entre ellas:</p>
<ul>
  <li>bajo el mentón y a lo largo de la mandíbula (contorno mandibular)</li>
  <li>el cuello</li>
  <li>los párpados inferiores</li>
  <li>el tercio medio e inferior del rostro</li>
  <li>la parte superior de los brazos, en especial la cara posterior</li>
  <li>el abdomen, sobre todo la piel flácida tras cambios de peso o un embarazo</li>
</ul>
<p>En su consulta le decimos con franqueza si su zona es adecuada para el tratamiento.</p>`,
  },
  {
    number: 5,
    question: '¿Duele?',
    ans: `<p>La zona se adormece con anestesia local, por lo que la mayoría de los pacientes solo siente calor, una ligera presión y el breve pinchazo de las inyecciones de anestesia. No se usa anestesia general ni sedación: usted permanece despierto y cómodo en todo momento.</p>`,
  },
  {
    number: 6,
    question: '¿Cuánto dura una sesión?',
    ans: `<p>La mayoría de las sesiones dura de 30 a 90 minutos, según la zona; las zonas más grandes o combinadas pueden llevar hasta 2 horas. Como referencia:</p>
<ul>
  <li>párpado inferior: 20-30 minutos</li>
  <li>papada, mandíbula (contorno mandibular), cuello y parte inferior del rostro: 30-45 minutos</li>
  <li>abdomen y brazos: 40-60 minutos</li>
</ul>`,
  },
  {
    number: 7,
    question: '¿Cuánto tiempo de recuperación necesitaré?',
    ans: `<p>La mayoría de las personas vuelve al trabajo en 24-48 horas. La hinchazón suele alcanzar su punto máximo hacia las 48 horas y desaparece en 5-10 días; durante 1-14 días pueden aparecer y desaparecer hematomas leves, enrojecimiento o sensibilidad. Muchos pacientes programan el tratamiento antes de un fin de semana.</p>`,
  },
  {
    number: 8,
    question: '¿Cuándo veré los resultados?',
    ans: `<p>Muchas veces se nota cierto tensado de inmediato, porque el tejido se contrae. El cambio de verdad se va formando con el colágeno nuevo: los resultados completos aparecen en 3 a 6 meses y pueden seguir mejorando hasta los 12 meses. Los resultados varían de una persona a otra.</p>`,
  },
  {
    number: 9,
    question: '¿Cuánto duran los resultados?',
    ans: `<p>Los resultados duran de 1 a 5 años. Muchos pacientes disfrutan de unos 1-2 años antes de plantearse un retoque, y algunos conservan el resultado hasta 5 años. Influyen su edad, la calidad de su piel, la exposición al sol, la estabilidad de su peso y su estilo de vida, porque la piel sigue envejeciendo de forma natural.</p>`,
  },
  {
    number: 10,
    question: '¿Necesitaré más de una sesión?',
    ans: `<p>Para muchos pacientes basta una sesión. Si su piel está más flácida desde el principio, se le puede sugerir una segunda sesión a los 4 a 6 meses, cuando el primer resultado ya ha tenido tiempo de desarrollarse. Algunos pacientes eligen un retoque a los 6-12 meses para renovar o afinar el resultado.</p>`,
  },
  {
    number: 11,
    question: '¿Qué efectos secundarios puede haber?',
    ans: `<p>Los efectos secundarios suelen ser leves y pasajeros, y duran de 1 a 14 días:</p>
<ul>
  <li>hinchazón, que alcanza su punto máximo hacia las 48 horas</li>
  <li>hematomas o enrojecimiento alrededor de la zona tratada</li>
  <li>sensibilidad, tirantez o adormecimiento pasajero</li>
  <li>pequeñas marcas en los puntos de entrada de la fibra</li>
</ul>
<p>En raras ocasiones puede irritarse un nervio cercano; esto se resuelve en 3-6 meses. Repasamos cada riesgo con usted antes de que tome una decisión.</p>`,
  },
  {
    number: 12,
    question: '¿Soy buen candidato?',
    ans: `<p>Los buenos candidatos suelen:</p>
<ul>
  <li>tener una flacidez leve a moderada y no querer operarse</li>
  <li>gozar de buena salud general y mantener un peso estable</li>
  <li>tener expectativas realistas sobre un cambio gradual y de aspecto natural</li>
</ul>
<p>Es mejor esperar si está embarazada o amamantando, si tiene una infección activa de la piel en la zona o si padece una afección que dificulta la cicatrización. Un exceso de piel muy marcado puede resolverse mejor con cirugía, y se lo diremos.</p>`,
  },
  {
    number: 13,
    question: '¿Cómo debo prepararme?',
    ans: `<ul>
  <li>Evite los peelings químicos y otros tratamientos de rejuvenecimiento de la superficie durante al menos 2 semanas antes.</li>
  <li>Consulte a su médico antes de suspender cualquier anticoagulante; nunca deje por su cuenta un medicamento recetado.</li>
  <li>No tome alcohol en las 24 horas previas, para limitar los hematomas.</li>
  <li>Llegue con la piel limpia, sin maquillaje ni cremas en la zona.</li>
</ul>`,
  },
  {
    number: 14,
    question: '¿Qué cuidados necesito después?',
    ans: `<ul>
  <li>Evite el calor (sauna, yoga caliente, baños de vapor y duchas muy calientes) durante 72 horas.</li>
  <li>Espere 72 horas antes de volver al ejercicio de alta intensidad; caminar sin esfuerzo no es problema.</li>
  <li>Aplíquese todos los días un protector solar de amplio espectro FPS 30+, sobre todo bajo el sol de Miami.</li>
  <li>Use compresas frías para la hinchazón y, si se trató una zona del rostro, duerma con la cabeza un poco elevada.</li>
</ul>`,
  },
  {
    number: 15,
    question: '¿Cuánto cuesta Endolift en Miami?',
    ans: `<p>En Miami, el costo promedio es de $3,500 a $6,000. Su precio depende de la zona, de su tamaño, de si se combinan varias zonas y de si se recomienda una segunda sesión. Recibirá un presupuesto por escrito después de una consulta gratuita, sin ningún compromiso de reservar.</p>`,
  },
];
