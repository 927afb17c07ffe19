/**
 * The Spanish twins no other pair test held: the home, treatments, training, Miami and Florida
 * pages and the header's and footer's words: complete, with every figure of the English copy, and
 * with no English sentence left behind.
 */
import { describeCopyPairs } from './describe-copy-pairs';
import { type CopyPair } from './copy-pairs';
import { clinic } from '../../../src/config/clinic';
import * as homeEn from '../../../site/content/home';
import * as homeEs from '../../../site/content/home.es';
import * as treatmentsEn from '../../../site/content/treatments';
import * as treatmentsEs from '../../../site/content/treatments.es';
import * as trainingsEn from '../../../site/content/trainings';
import * as trainingsEs from '../../../site/content/trainings.es';
import * as miamiEn from '../../../site/content/miami';
import * as miamiEs from '../../../site/content/miami.es';
import * as floridaEn from '../../../site/content/florida';
import * as floridaEs from '../../../site/content/florida.es';
import * as layoutTextEn from '../../../site/layout/layout-text';
import * as layoutTextEs from '../../../site/layout/layout-text.es';

const { practitioner } = clinic;

/** Names that read the same in Spanish: the brand, the clinic, people, the local pages' links. */
const sameInBothLanguages = new Set([
  'Endolift',
  'Endolift Miami',
  'Endolift Florida',
  'Blog',
  practitioner.name,
  `${practitioner.name}, ${practitioner.credentials}`,
  `${clinic.clinicName} · ${clinic.address.city}, Florida`,
  `${clinic.clinicName}, ${clinic.address.street}, ${clinic.address.city}`,
  `${clinic.address.street}, ${clinic.address.city}`,
  'Marcus T., PA-C',
]);

const pairs: CopyPair[] = [
  { name: 'home', en: homeEn, translated: homeEs },
  { name: 'treatments', en: treatmentsEn, translated: treatmentsEs },
  { name: 'trainings', en: trainingsEn, translated: trainingsEs },
  { name: 'miami', en: miamiEn, translated: miamiEs },
  { name: 'florida', en: floridaEn, translated: floridaEs },
  { name: 'layout-text', en: layoutTextEn, translated: layoutTextEs },
];

describeCopyPairs('Spanish copy (set g)', pairs, { sameInBothLanguages });
