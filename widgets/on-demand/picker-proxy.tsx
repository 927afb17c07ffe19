/**
 * Stands in for src/booking/time-picker/appointment-step.tsx inside the widget bundle: the picker
 * comes with its on-demand part, fetched when the booking form first shows, and its styles join the
 * widget's own sheet. Until it arrives, or should it not load, the form works as before the picker
 * existed: it sends a call-back request.
 */
import { useEffect, useRef, useState } from 'react';
import type * as PickerPart from './picker-chunk';
import type { AppointmentStepProps } from '../../src/booking/time-picker/appointment-step';
import { loadChunk } from './chunk-loader';

type Part = typeof PickerPart;

export function AppointmentStep(props: AppointmentStepProps) {
  const [part, setPart] = useState<Part | null>(null);
  const spot = useRef<HTMLSpanElement | null>(null);

  useEffect(() => {
    let live = true;
    loadChunk<Part>('picker').then(
      (loaded) => {
        // the widget's one <style>, which carries the page's CSP nonce (define-widget.tsx)
        const sheet = (spot.current?.getRootNode() as ParentNode | undefined)?.querySelector('style');
        if (sheet && !sheet.textContent?.includes(loaded.css)) sheet.textContent += loaded.css;
        if (live) setPart(() => loaded);
      },
      (err: unknown) => console.warn('<clinic-booking>: the time picker could not be loaded.', err),
    );
    return () => {
      live = false;
    };
  }, []);

  if (!part) return <span ref={spot} hidden />;
  return <part.AppointmentStep {...props} />;
}
