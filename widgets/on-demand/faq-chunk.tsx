/**
 * The FAQ part of <clinic-faq group="…"> (the clinic's groups or a named set, faq-source.ts), or of
 * the page's own questions as inline JSON, loaded when a page first shows one. The clinic's
 * questions come in the widget's language. `clinic:ready` fires once the questions are on screen.
 */
import { useEffect, useRef, useState } from 'react';
import { FaqAccordion } from '../../src/faq/faq-accordion';
import type { AnyFaqItem } from '../../src/content/types';
import faqCss from '../../src/faq/faq-accordion.css?inline';
import type { WidgetHost } from '../define-widget';
import { groupName, inlineItems, loadGroup } from '../faq-source';
import { useCoreCopy } from '../../src/i18n/core-copy-context';

export const css = faqCss;

export function Widget({ host }: { host: WidgetHost }) {
  const inline = inlineItems(host.element);
  const group = groupName(host.attr('group'));
  const useInline = Array.isArray(inline);
  const { locale } = useCoreCopy();
  const key = `${locale}:${group}`;
  const [loaded, setLoaded] = useState<{ key: string; items: AnyFaqItem[] } | null>(null);
  // the host object is new on every attribute change; effects only need the latest one
  const hostRef = useRef(host);
  hostRef.current = host;
  const inlineError = inline instanceof Error ? inline.message : '';

  useEffect(() => {
    if (inlineError) console.warn(inlineError);
  }, [inlineError]);

  useEffect(() => {
    if (useInline) return;
    let live = true;
    loadGroup(group, hostRef.current.apiBase, locale).then(
      (items) => live && setLoaded({ key, items }),
      (err: unknown) => {
        if (!live) return;
        console.warn(err instanceof Error ? err.message : err);
        hostRef.current.emit('clinic:error');
      },
    );
    return () => {
      live = false;
    };
  }, [group, locale, key, useInline]);

  const items = useInline ? inline : loaded?.key === key ? loaded.items : null;
  useEffect(() => {
    if (items) hostRef.current.ready();
  }, [items]);
  if (!items) return null;
  const level = host.attr('heading-level') === '2' ? 2 : 3;
  return <FaqAccordion items={items} intro={host.attr('intro') ?? undefined} headingLevel={level} idPrefix={host.instance} />;
}
