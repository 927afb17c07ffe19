/**
 * Everything the Spanish layout route gives its pages at once: the header, menu and footer words,
 * the page titles, the words many pages share, and the core components' Spanish (booking, contact,
 * FAQ accordion, treatment map). One chunk, loaded on /es pages only.
 */
import type { ReactNode } from 'react';
import { CoreCopyProvider } from '../../src/i18n/core-copy-context';
import { spanishCoreCopy } from '../../src/i18n/core-copy.es';
import * as layout from '../copy/layout.es';
import * as ui from '../content/ui-text.es';
import * as places from '../content/locations.es';
import * as banners from '../content/banners.es';
import * as imageAlts from '../content/image-alts.es';
import type { ProvidedCopy } from './copy-kinds';

export const spanishLayoutCopy: ProvidedCopy = { layout, ui, places, banners, imageAlts };

export function withSpanishCoreCopy(page: ReactNode): ReactNode {
  return <CoreCopyProvider value={spanishCoreCopy}>{page}</CoreCopyProvider>;
}
