/** The line above a form's fields that says what its marks mean (the mark is drawn by forms.css), in the form's language. */
import { useCoreCopy } from '../i18n/core-copy-context';
import { useParts } from '../parts/shadow-parts';

export function RequiredNote() {
  const part = useParts();
  return (
    <p className="clinic-form__note" {...part('note')}>
      {useCoreCopy().validation.REQUIRED_NOTE}
    </p>
  );
}
