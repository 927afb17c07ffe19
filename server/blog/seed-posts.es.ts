/**
 * Spanish blog posts seeded for Miami's Spanish-speaking patients (docs/decisions/0006-languages.md).
 * Self-contained like seed-posts.ts: it imports nothing from site/ or src/. A post with
 * `translation_of` is the Spanish version of that English post and keeps every figure of it; the
 * others are written for Spanish readers and state only facts the English posts state.
 */

export interface SpanishPostInput {
  /** Spanish slug, different from every English slug. */
  slug: string;
  /** The English post this one translates, or null for a post written in Spanish. */
  translation_of: string | null;
  title: string;
  /** HTML: paragraphs, h2/h3, lists and tables, as blog-html.ts keeps them. */
  description: string;
  /** At most 155 characters. */
  meta_description: string;
  /** ISO date, YYYY-MM-DD. */
  release_date: string;
}

export const spanishPostInputs: SpanishPostInput[] = [
  {
    slug: 'que-es-endolift-tensado-de-piel-con-laser',
    translation_of: 'what-is-endolift-laser-skin-tightening',
    title: '¿Qué es Endolift? Una guía sencilla sobre el tensado de la piel con láser',
    release_date: '2026-02-10',
    meta_description:
      'Cómo Endolift tensa la piel flácida con un láser de 1470 nm y anestesia local, para quién es adecuado y qué resultados y recuperación esperar.',
    description: `<p>La piel flácida en la mandíbula, bajo el mentón o en el abdomen es uno de los motivos de consulta más comunes en una clínica estética. Endolift es una opción no quirúrgica para la flacidez leve a moderada, y esta guía le explica, sin tecnicismos, cómo funciona y qué puede esperar.</p>
<h2>Cómo funciona Endolift</h2>
<p>La mayoría de los equipos para tensar la piel la calientan desde fuera. Endolift trabaja desde dentro: una fibra óptica de apenas 200-300 µm de ancho, más o menos el grosor de un cabello, se introduce bajo la piel por un punto de entrada diminuto. A través de ella, un láser de diodo de 1470 nm autorizado por la FDA aplica un calor suave y controlado.</p>
<h3>Tres efectos en un solo tratamiento</h3>
<ol>
  <li><strong>Contracción inmediata</strong> de las bandas fibrosas que sostienen la piel.</li>
  <li><strong>Renovación del colágeno</strong>, que sigue reafirmando la piel durante meses.</li>
  <li><strong>Atenuación de pequeños depósitos de grasa</strong> en la zona tratada.</li>
</ol>
<h2>Qué se siente durante el tratamiento</h2>
<p>La zona se adormece con anestesia local, así que usted se mantiene consciente y sin molestias. La mayoría de los pacientes describe una sensación de calor y una ligera presión. Las sesiones duran de 30 a 90 minutos, según la zona.</p>
<h2>Recuperación y resultados</h2>
<ul>
  <li>La mayoría de las personas vuelve al trabajo en 24-48 horas.</li>
  <li>La hinchazón alcanza su punto máximo hacia las 48 horas y desaparece en 5-10 días.</li>
  <li>Los resultados completos aparecen en 3 a 6 meses y pueden seguir mejorando hasta por 12 meses.</li>
  <li>Los resultados duran de 1 a 5 años, según su piel y su estilo de vida.</li>
</ul>
<p>Los resultados varían de una persona a otra; por eso siempre empezamos con una consulta cuidadosa.</p>`,
  },
  {
    slug: 'recuperacion-de-endolift-dia-a-dia',
    translation_of: 'endolift-recovery-day-by-day',
    title: 'La recuperación de Endolift, día a día',
    release_date: '2026-04-14',
    meta_description:
      'Cómo es en realidad la recuperación de Endolift: hinchazón, moretones, la vuelta al trabajo en 24-48 horas y cuándo retomar el ejercicio.',
    description: `<p>Uno de los grandes atractivos de Endolift es su recuperación corta. Esto es lo que vive la mayoría de los pacientes, para que usted pueda organizar su agenda con confianza.</p>
<h2>Día 0: el día del tratamiento</h2>
<p>Después de adormecer la zona, la sesión dura de 30 a 90 minutos, según el área. Es posible notar cierto tensado de inmediato. Usted regresa a casa el mismo día.</p>
<h2>Días 1 y 2</h2>
<p>La hinchazón aumenta y suele alcanzar su punto máximo hacia las 48 horas. Es normal. Después de un tratamiento facial, duerma con la cabeza elevada y aplique compresas frías. La mayoría de las personas vuelve al trabajo en 24-48 horas.</p>
<h2>Día 3</h2>
<p>Pasadas 72 horas puede volver a los entrenamientos de alta intensidad, al sauna y al yoga en sala caliente. Hasta entonces, lo ideal es caminar a paso tranquilo.</p>
<h2>Días 5 a 10</h2>
<p>La hinchazón desaparece en 5-10 días. Durante 1-14 días pueden aparecer y desaparecer moretones leves, sensibilidad al tacto o adormecimiento.</p>
<h2>Meses 3 a 12</h2>
<p>Es entonces cuando se nota el verdadero cambio. La renovación del colágeno reafirma la piel: los resultados completos llegan en 3 a 6 meses y siguen mejorando hasta por 12 meses.</p>
<h3>Cuándo llamar a la clínica</h3>
<ul>
  <li>Dolor o hinchazón que aumentan después del día 3</li>
  <li>Calor, enrojecimiento que se extiende o secreción</li>
  <li>Cualquier cambio de sensibilidad o de movimiento que le preocupe</li>
</ul>
<p>En casos raros puede producirse una irritación de un nervio, que se resuelve en 3-6 meses, pero siempre debe avisarnos de cualquier síntoma nuevo.</p>`,
  },
  {
    slug: 'como-prepararse-para-endolift',
    translation_of: 'how-to-prepare-for-endolift',
    title: 'Cómo prepararse para su tratamiento Endolift',
    release_date: '2026-06-09',
    meta_description:
      'Lista práctica antes de Endolift: peelings, suplementos, alcohol y qué hacer el día del tratamiento para una recuperación más tranquila.',
    description: `<p>Una buena preparación significa menos moretones, una sesión más cómoda y una recuperación más tranquila. Esta es la lista que entregamos a nuestros pacientes.</p>
<h2>Dos semanas antes</h2>
<ul>
  <li>Evite los peelings químicos, el rejuvenecimiento cutáneo con láser y otros tratamientos agresivos para la piel durante al menos 2 semanas.</li>
  <li>Avísenos si se ha puesto rellenos o hilos tensores en la zona hace poco, para planificar el momento adecuado.</li>
</ul>
<h2>Una semana antes</h2>
<ul>
  <li>Infórmenos de todos los medicamentos y suplementos que toma.</li>
  <li>Suplementos como el aceite de pescado, la vitamina E y el ginkgo pueden aumentar los moretones; pregunte a su médico si conviene suspenderlos.</li>
  <li>Nunca deje un medicamento recetado sin la aprobación de su médico.</li>
</ul>
<h2>El día anterior</h2>
<ul>
  <li>No tome alcohol durante las 24 horas previas.</li>
  <li>Reserve 24-48 horas tranquilas para después del tratamiento.</li>
</ul>
<h2>El día del tratamiento</h2>
<ol>
  <li>Llegue con la piel limpia: sin maquillaje, crema ni autobronceador en la zona.</li>
  <li>Use ropa holgada y cómoda.</li>
  <li>Coma algo ligero antes de venir.</li>
</ol>
<h3>Después del tratamiento</h3>
<p>Evite el calor durante 72 horas, espere 72 horas antes de hacer ejercicio de alta intensidad y aplíquese todos los días un protector solar de amplio espectro FPS 30+.</p>`,
  },
  {
    slug: 'endolift-y-el-sol-de-miami',
    translation_of: 'endolift-and-the-miami-sun',
    title: 'Endolift y el sol de Miami: cuidados para los días soleados',
    release_date: '2026-08-11',
    meta_description:
      'Vivir en Miami después de Endolift: cómo manejar el calor, el sol y la playa, y por qué el FPS 30+ diario protege su resultado.',
    description: `<p>En Miami, el sol forma parte de la vida diaria. Es una buena noticia para el ánimo y un reto para la piel, sobre todo después de un tratamiento para tensarla.</p>
<h2>Las primeras 72 horas</h2>
<ul>
  <li>Evite el calor: saunas, baños de vapor, jacuzzis y yoga en sala caliente.</li>
  <li>No vaya a la playa al mediodía y quédese a la sombra.</li>
  <li>Espere 72 horas antes de hacer ejercicio de alta intensidad.</li>
</ul>
<h2>Cada día después</h2>
<p>Aplíquese un protector solar de amplio espectro FPS 30+ cada mañana y vuelva a aplicarlo cuando esté al aire libre. La radiación UV degrada el colágeno, justo lo que Endolift le ayuda a formar.</p>
<h3>Consejos para quienes aman la playa</h3>
<ul>
  <li>Un sombrero de ala ancha y unos lentes de sol protegen el rostro y los párpados.</li>
  <li>Una prenda ligera que cubra protege el abdomen o los brazos tratados.</li>
  <li>Programe su tratamiento unas semanas antes de un viaje importante, no el día anterior.</li>
</ul>
<h2>Cuándo hacerse el tratamiento</h2>
<p>Como los resultados completos aparecen en 3 a 6 meses, muchos pacientes programan Endolift en los meses más frescos para lucir su mejor versión en el verano.</p>`,
  },
  {
    slug: 'cuanto-duran-los-resultados-de-endolift',
    translation_of: 'how-long-does-endolift-last',
    title: '¿Cuánto duran los resultados de Endolift?',
    release_date: '2026-10-06',
    meta_description:
      'Los resultados de Endolift duran de 1 a 5 años. Sepa qué influye en su duración, cuándo llegan a su máximo y cuándo ayuda un retoque.',
    description: `<p>Es una de las primeras preguntas que hacen los pacientes, y la respuesta honesta es: depende. Los resultados de Endolift duran de 1 a 5 años, y varios factores deciden en qué punto de ese rango se sitúa usted.</p>
<h2>La evolución de un resultado</h2>
<table>
  <thead>
    <tr><th>Cuándo</th><th>Qué ocurre</th></tr>
  </thead>
  <tbody>
    <tr><td>El día del tratamiento</td><td>Cierto tensado inmediato al contraerse el tejido</td></tr>
    <tr><td>De 3 a 6 meses</td><td>Resultados completos a medida que se forma colágeno nuevo</td></tr>
    <tr><td>Hasta 12 meses</td><td>Mejoría gradual continua</td></tr>
    <tr><td>1-2 años</td><td>Plazo habitual tras el cual muchos pacientes piensan en un retoque</td></tr>
    <tr><td>Hasta 5 años</td><td>Los resultados más duraderos, con una piel y unos hábitos saludables</td></tr>
  </tbody>
</table>
<h2>Qué influye en la duración</h2>
<ul>
  <li>La edad y la calidad de la piel en el momento del tratamiento</li>
  <li>La exposición al sol y el uso diario de protector FPS 30+</li>
  <li>Un peso estable</li>
  <li>El tabaco y la salud en general</li>
</ul>
<h2>Segundas sesiones y retoques</h2>
<p>Si su piel está más flácida desde el principio, es posible que le sugiramos una segunda sesión al cabo de 4 a 6 meses. Algunos pacientes eligen un retoque a los 6-12 meses para afinar el resultado. Su piel sigue envejeciendo de forma natural, así que ningún tratamiento detiene el reloj.</p>`,
  },
  {
    slug: 'preguntas-para-su-consulta-de-endolift-en-miami',
    translation_of: null,
    title: 'Su consulta de Endolift en Miami: las preguntas que conviene hacer',
    release_date: '2026-11-17',
    meta_description:
      'Qué preguntar en su consulta gratuita de Endolift en Miami: si es para usted, cuánto dura la sesión, la recuperación, los resultados y el precio.',
    description: `<p>La consulta es el momento de resolver sus dudas antes de decidir. Puede hacerla en persona en nuestra clínica de Miami, por teléfono o, si vive en otra parte de Florida, por videollamada. Estas son las preguntas que le recomendamos llevar anotadas.</p>
<h2>¿Es Endolift adecuado para mí?</h2>
<p>Endolift está indicado para la flacidez leve a moderada. Cuando hay mucha piel sobrante y pesada, tensarla no basta, y una buena clínica se lo dirá con honestidad aunque la respuesta sea que un cirujano le ayudaría más.</p>
<ul>
  <li>¿Qué zona o combinación de zonas me recomienda?</li>
  <li>¿Puedo ver fotos de antes y después de pacientes parecidos a mí?</li>
  <li>¿Influyen mi peso, mi tipo de piel o algún medicamento que tomo?</li>
</ul>
<h2>¿Cómo es el tratamiento?</h2>
<p>Pida que le expliquen cada paso. Endolift usa un láser de diodo de 1470 nm autorizado por la FDA, que actúa bajo la piel a través de una fibra de 200-300 µm, solo con anestesia local. Las sesiones duran de 30 a 90 minutos según la zona: por ejemplo, unos 20-30 minutos para el párpado inferior y 40-60 minutos para el abdomen.</p>
<h2>¿Cómo será mi recuperación?</h2>
<ul>
  <li>La mayoría de las personas vuelve al trabajo en 24-48 horas.</li>
  <li>La hinchazón alcanza su punto máximo hacia las 48 horas y desaparece en 5-10 días.</li>
  <li>Durante 72 horas conviene evitar el calor y el ejercicio de alta intensidad, algo que hay que planificar con el clima de Miami.</li>
</ul>
<h2>¿Qué resultados puedo esperar?</h2>
<p>Los resultados completos aparecen en 3 a 6 meses y pueden seguir mejorando hasta por 12 meses. Duran de 1 a 5 años, según su piel y sus hábitos. Desconfíe de cualquier garantía: los resultados varían de una persona a otra, y una buena clínica lo dice.</p>
<h2>¿Cuánto costará?</h2>
<p>El precio depende de la zona, de su tamaño y del grado de flacidez, y tratar varias zonas vecinas en la misma sesión suele resultar más conveniente que hacerlo por separado. Nuestras consultas son gratuitas, usted recibe un presupuesto por escrito y no tiene ninguna obligación de reservar.</p>
<h3>Antes de irse</h3>
<p>Pregunte qué pasa si tiene un efecto secundario y cómo será el seguimiento hasta que su resultado se haya desarrollado. Salir de la consulta con todas sus respuestas es la mejor forma de decidir con tranquilidad.</p>`,
  },
];
