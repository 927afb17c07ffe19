/**
 * Stands in for src/booking/image-field.tsx inside the widget bundle. A browser words its own file
 * picker in its own language ('Choose File'), whatever the widget's: where the copy words the
 * picker (Spanish), the worded picker comes with those words in the `es` part (es-chunk.ts), its
 * styles joining the widget's one <style>; English partner pages keep the browser's, and download
 * none of it.
 */
import { useCoreCopy } from '../../src/i18n/core-copy-context';
import { ImageField as NativeImageField, type ImageFieldProps } from '../../src/booking/image-field-native';
import { loadedChunk } from './chunk-loader';
import type * as SpanishPart from './es-chunk';

export function ImageField(props: ImageFieldProps) {
  const part = useCoreCopy().booking.picker && loadedChunk<typeof SpanishPart>('es');
  if (!part) return <NativeImageField {...props} />;
  const addStyles = (spot: HTMLElement | null) => {
    const sheet = (spot?.getRootNode() as ParentNode | undefined)?.querySelector('style');
    if (sheet && !sheet.textContent?.includes(part.imagePickerCss)) sheet.textContent += part.imagePickerCss;
  };
  return (
    <div ref={addStyles}>
      <part.ImageField {...props} />
    </div>
  );
}
