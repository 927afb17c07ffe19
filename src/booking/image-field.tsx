/**
 * The 'Upload Image' picker: accepts .jpg, states the limits, and shows its error beside it.
 * A browser words its file input itself ('Choose File', 'No file chosen') in the browser's own
 * language, whatever the page's. Where the copy words the picker (`booking.picker`, given in
 * Spanish), a button and the chosen file's name in the page's language stand beside the input,
 * which stays the control: it keeps the focus, the field's name and label, `required` and the
 * error. Without those words (English) it is the browser's picker (image-field-native.tsx); the
 * widget bundle takes this one from its Spanish part (widgets/on-demand/image-field-proxy.tsx). Styles: image-picker.css with src/forms/forms.css.
 */
import { useState } from 'react';
import { useCoreCopy } from '../i18n/core-copy-context';
import { useParts } from '../parts/shadow-parts';
import { ImageField as NativeImageField, type ImageFieldProps } from './image-field-native';

export type { ImageFieldProps };

export function ImageField(props: ImageFieldProps) {
  const part = useParts();
  const { picker } = useCoreCopy().booking;
  const [chosen, setChosen] = useState<string>();
  if (!picker) return <NativeImageField {...props} />;

  const { id, error } = props;
  const labelId = `${id}-label`;
  const fileId = `${id}-file`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // the form empties the input once a booking is sent: no name then, whatever was chosen before
  const input = props.inputRef.current;
  const name = input && !input.files?.length ? undefined : chosen;
  return (
    <div className={error ? 'clinic-field clinic-field--invalid' : 'clinic-field'} {...part('field')}>
      <label className="clinic-field__label" id={labelId} htmlFor={id} {...part('label')}>
        {props.label}
      </label>
      <div className="clinic-field__picker">
        <input
          className="clinic-field__control clinic-field__file clinic-field__file--worded"
          {...part('control file')}
          id={id}
          name="image"
          type="file"
          accept=".jpg"
          required
          aria-required
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fileId} ${hintId} ${errorId}` : `${fileId} ${hintId}`}
          ref={props.inputRef}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            setChosen(file?.name);
            props.onChoose(file);
          }}
        />
        {/* what a sighted visitor clicks: a label of the input, so it opens the same picker; a screen reader hears the input
            (named by aria-labelledby), not these words a second time; a label itself may not be aria-hidden */}
        <label className="clinic-field__choose" htmlFor={id}>
          <span aria-hidden="true">{picker.choose}</span>
        </label>
        <span className="clinic-field__chosen" id={fileId}>
          {name ?? picker.none}
        </span>
      </div>
      <p className="clinic-field__hint" id={hintId} {...part('hint')}>
        {props.hint}
      </p>
      {error ? (
        <p className="clinic-field__error" id={errorId} {...part('error')}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
