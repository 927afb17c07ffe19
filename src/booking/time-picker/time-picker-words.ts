/** The picker's words in the page's language: both languages travel with the picker (its own chunk on the site, its part in the widget). */
import { useCoreCopy } from '../../i18n/core-copy-context';
import { timePickerCopy, type TimePickerCopy } from './time-picker-copy';
import { spanishTimePickerCopy } from './time-picker-copy.es';

export function useTimePickerCopy(): { copy: TimePickerCopy; locale: 'en' | 'es' } {
  const { locale } = useCoreCopy();
  return { copy: locale === 'es' ? spanishTimePickerCopy : timePickerCopy, locale };
}
