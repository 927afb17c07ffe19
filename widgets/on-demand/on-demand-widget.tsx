/**
 * Renders a widget whose component is an on-demand part of the bundle: nothing until the part has
 * loaded (its styles join the widget's own), then the part's component. A part that cannot load
 * is reported with `clinic:error`, like content that cannot load.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { WidgetHost } from '../define-widget';
import { loadChunk } from './chunk-loader';

interface WidgetPart {
  css: string;
  Widget: ComponentType<{ host: WidgetHost }>;
}

export function OnDemandWidget({ part, host }: { part: 'faq' | 'map'; host: WidgetHost }) {
  const [loaded, setLoaded] = useState<WidgetPart | null>(null);
  const hostRef = useRef(host);
  hostRef.current = host;

  useEffect(() => {
    let live = true;
    loadChunk<WidgetPart>(part).then(
      (module) => {
        if (!live) return;
        hostRef.current.addStyles(module.css);
        setLoaded(module);
      },
      (err: unknown) => {
        if (!live) return;
        console.warn(`<${hostRef.current.element.localName}>: its part could not be loaded.`, err);
        hostRef.current.emit('clinic:error');
      },
    );
    return () => {
      live = false;
    };
  }, [part]);

  if (!loaded) return null;
  const { Widget } = loaded;
  return <Widget host={host} />;
}
