/**
 * The booking widget's components that come with the on-demand `picker` part (picker-chunk.tsx):
 * each renders nothing until the part has loaded, then the part's own component. The part's
 * styles join the widget's one <style>, which carries the page's CSP nonce (define-widget.tsx).
 * Should the part not load, the form works as before the picker existed: a call-back request.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type * as PickerPart from './picker-chunk';
import { loadChunk } from './chunk-loader';

type Part = typeof PickerPart;

export function fromPickerPart<P extends object>(pick: (part: Part) => ComponentType<P>): ComponentType<P> {
  return function PickerPartComponent(props: P) {
    const [part, setPart] = useState<Part | null>(null);
    const spot = useRef<HTMLSpanElement | null>(null);

    useEffect(() => {
      let live = true;
      loadChunk<Part>('picker').then(
        (loaded) => {
          const sheet = (spot.current?.getRootNode() as ParentNode | undefined)?.querySelector('style');
          if (sheet && !sheet.textContent?.includes(loaded.css)) sheet.textContent += loaded.css;
          if (live) setPart(loaded);
        },
        (err: unknown) => console.warn('<clinic-booking>: no picker part', err),
      );
      return () => {
        live = false;
      };
    }, []);

    if (!part) return <span ref={spot} hidden />;
    const Component = pick(part);
    return <Component {...props} />;
  };
}
