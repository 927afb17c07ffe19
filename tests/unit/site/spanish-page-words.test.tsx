/**
 * Words a Spanish page shows or reads out that do not come from a page's text: the map's hidden
 * "opens in a new tab" follows the page's language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MapFacade } from '../../../site/components/map-facade';
import { CopyProvider } from '../../../site/i18n/copy-context';
import * as locationsEs from '../../../site/content/locations.es';
import * as locationsEn from '../../../site/content/locations';
import * as uiTextEs from '../../../site/content/ui-text.es';

afterEach(cleanup);

describe('the map facade', () => {
  it('says in English that its maps link opens a new tab', () => {
    render(<MapFacade />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toBe(`${locationsEn.locations.map.openLabel} ${locationsEn.locations.map.newTab}`);
  });

  it('says it in Spanish on a Spanish page, with no English left', () => {
    render(
      <CopyProvider value={{ places: locationsEs, ui: uiTextEs }}>
        <MapFacade />
      </CopyProvider>,
    );
    const link = screen.getByRole('link');
    expect(link.textContent).toBe(`${locationsEs.locations.map.openLabel} (se abre en una pestaña nueva)`);
    expect(link.textContent).not.toMatch(/new tab/);
  });
});
