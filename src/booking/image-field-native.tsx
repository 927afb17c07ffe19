/**
 * The 'Upload Image' picker as the browser draws it: accepts .jpg, states the limits, and shows its
 * error beside it. The browser words its button and file name itself. image-field.tsx shows it
 * where the copy leaves the picker's words out (English), and so do English widgets
 * (widgets/on-demand/image-field-proxy.tsx).
 */
import type { RefObject } from 'react';
import { useParts } from '../parts/shadow-parts';

export interface ImageFieldProps {
  id: string;
  label: string;
  hint: string;
  error?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onChoose: (file: File | undefined) => void;
}

export function ImageField(props: ImageFieldProps) {
  const part = useParts();
  const { id, error } = props;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'clinic-field clinic-field--invalid' : 'clinic-field'} {...part('field')}>
      <label className="clinic-field__label" htmlFor={id} {...part('label')}>
        {props.label}
      </label>
      <input
        className="clinic-field__control clinic-field__file"
        {...part('control file')}
        id={id}
        name="image"
        type="file"
        accept=".jpg"
        required
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        ref={props.inputRef}
        onChange={(e) => props.onChoose(e.currentTarget.files?.[0])}
      />
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
