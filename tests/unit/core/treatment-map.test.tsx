/**
 * The treatment map (docs/product/screens.md, docs/product/behaviour.md, docs/product/limits.md): the 1140×720 picture with nine polygon hotspots that are
 * links with names, hover and focus showing the popup image and leaving or blurring hiding it,
 * the list of areas that opens the same popup with a link (the narrow map's targets), client-side
 * navigation on the site, and every picture it points to present on disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TreatmentMap } from '../../../src/treatment-map/treatment-map';
import { hotspots, MAP_HEIGHT, MAP_PICTURE, MAP_WIDTH } from '../../../src/treatment-map/hotspots';
import { treatmentAreas } from '../../../src/config/treatment-areas';

const publicDir = path.resolve(import.meta.dirname, '../../../site/public');
const links = () => screen.getAllByRole('link');
const popup = () => document.querySelector<HTMLImageElement>('.clinic-map__popup');

describe('TreatmentMap', () => {
  it('shows the 1140×720 picture and nine hotspot links, each named and pointing at a treatment page', () => {
    render(<TreatmentMap />);
    const picture = screen.getByRole('img');
    expect(picture.getAttribute('src')).toBe(MAP_PICTURE);
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['1140', '720']);
    expect(picture.getAttribute('alt')?.length).toBeGreaterThan(20);
    expect(document.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 1140 720');
    expect(links()).toHaveLength(9);
    const names = links().map((a) => a.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(9);
    const pages = new Set(treatmentAreas.map((a) => a.path));
    for (const a of links()) expect(pages.has(a.getAttribute('href') ?? '')).toBe(true);
    expect(new Set(links().map((a) => a.getAttribute('href'))).size).toBe(8);
  });

  it('keeps every hotspot and popup inside the picture', () => {
    expect(hotspots).toHaveLength(9);
    for (const spot of hotspots) {
      expect(spot.polygon.length).toBeGreaterThanOrEqual(3);
      for (const [x, y] of spot.polygon) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(MAP_WIDTH);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(MAP_HEIGHT);
      }
      expect(spot.hover.x + 260).toBeLessThanOrEqual(MAP_WIDTH);
      expect(spot.hover.y + 184).toBeLessThanOrEqual(MAP_HEIGHT);
    }
  });

  it('shows the popup image on hover at the hotspot’s position, and hides it on leave', () => {
    render(<TreatmentMap />);
    expect(popup()).toBeNull();
    const neck = screen.getByRole('link', { name: 'Neck' });
    fireEvent.mouseEnter(neck);
    const spot = hotspots.find((h) => h.id === 'neck')!;
    expect(popup()?.getAttribute('src')).toBe(spot.hoverImage);
    expect(popup()?.style.left).toBe(`${((spot.hover.x / 1140) * 100).toFixed(3)}%`);
    expect(popup()?.style.top).toBe(`${((spot.hover.y / 720) * 100).toFixed(3)}%`);
    fireEvent.mouseLeave(neck);
    expect(popup()).toBeNull();
  });

  // Tab order itself is checked in Chromium (tests/e2e/widgets-demo.e2e.ts): SVG links with an href are focusable there.
  it('shows the popup on keyboard focus and hides it on blur', () => {
    render(<TreatmentMap />);
    for (const a of links()) {
      expect(a.getAttribute('href')).toMatch(/^\/treatments\//);
      act(() => (a as unknown as HTMLElement).focus());
      expect(document.activeElement).toBe(a);
      expect(popup()?.getAttribute('data-popup')).toBe(a.getAttribute('data-hotspot'));
      act(() => (a as unknown as HTMLElement).blur());
      expect(popup()).toBeNull();
    }
  });

  it('moving from one hotspot to the next shows only the new one', () => {
    render(<TreatmentMap />);
    const [first, second] = links();
    fireEvent.mouseEnter(first!);
    fireEvent.mouseEnter(second!);
    fireEvent.mouseLeave(first!);
    expect(popup()?.getAttribute('data-popup')).toBe(second!.getAttribute('data-hotspot'));
    expect(document.querySelectorAll('.clinic-map__popup')).toHaveLength(1);
  });

  it('serves the images from assetBase and links to linkBase', () => {
    render(<TreatmentMap assetBase="https://clinic.example/" linkBase="https://clinic.example" />);
    expect(screen.getByRole('img').getAttribute('src')).toBe(`https://clinic.example${MAP_PICTURE}`);
    fireEvent.mouseEnter(links()[0]!);
    expect(popup()?.getAttribute('src')).toBe(`https://clinic.example${hotspots[0]!.hoverImage}`);
    expect(links()[0]?.getAttribute('href')).toBe(`https://clinic.example${hotspots[0]!.path}`);
  });

  it('hands plain clicks to onNavigate, and leaves modified clicks to the browser', () => {
    const onNavigate = vi.fn();
    render(<TreatmentMap onNavigate={onNavigate} />);
    const tummy = screen.getByRole('link', { name: 'Tummy Skin Tightening' });
    const plain = fireEvent.click(tummy);
    expect(plain).toBe(false); // default prevented
    expect(onNavigate).toHaveBeenCalledWith('/treatments/tummy');
    const withCtrl = fireEvent.click(tummy, { ctrlKey: true });
    expect(withCtrl).toBe(true);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  // On a narrow map (a container query in treatment-map.css, checked in Chromium by tests/e2e/pages-map.e2e.ts) these buttons take the taps.
  it('lists the nine areas as buttons; pressing one opens its popup with a link to its page, pressing it again closes it', () => {
    render(<TreatmentMap />);
    const buttons = within(screen.getByRole('list', { name: 'Treatment areas' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(hotspots.map((h) => h.label));
    const neck = screen.getByRole('button', { name: 'Neck' });
    expect(neck.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(neck);
    expect(neck.getAttribute('aria-expanded')).toBe('true');
    expect(popup()?.getAttribute('data-popup')).toBe('neck');
    const pageLink = screen.getByRole('link', { name: 'See the Neck page' });
    expect(pageLink.getAttribute('href')).toBe('/treatments/neck');
    expect(document.getElementById(neck.getAttribute('aria-controls') ?? '')?.contains(pageLink)).toBe(true);
    expect(document.querySelector('[data-hotspot="neck"]')?.getAttribute('class')).toContain('clinic-map__hotspot--active');

    fireEvent.click(screen.getByRole('button', { name: 'Tummy Skin Tightening' }));
    expect(popup()?.getAttribute('data-popup')).toBe('tummy');
    expect(neck.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'See the Neck page' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tummy Skin Tightening' }));
    expect(popup()).toBeNull();
  });

  it('hands a plain click on the page link to onNavigate', () => {
    const onNavigate = vi.fn();
    render(<TreatmentMap onNavigate={onNavigate} linkBase="https://clinic.example" />);
    fireEvent.click(screen.getByRole('button', { name: 'Under Arm (right)' }));
    const pageLink = screen.getByRole('link', { name: 'See the Under Arm page' });
    expect(pageLink.getAttribute('href')).toBe('https://clinic.example/treatments/under_arm');
    expect(fireEvent.click(pageLink)).toBe(false);
    expect(onNavigate).toHaveBeenCalledWith('/treatments/under_arm');
  });

  it('has the picture and all nine popup images on disk, drawn at the map’s sizes', () => {
    const picture = fs.readFileSync(path.join(publicDir, MAP_PICTURE), 'utf8');
    expect(picture).toMatch(/viewBox="0 0 1140 720"/);
    for (const spot of hotspots) {
      const svg = fs.readFileSync(path.join(publicDir, spot.hoverImage), 'utf8');
      expect(svg, spot.id).toMatch(/viewBox="0 0 260 184"/);
    }
    expect(new Set(hotspots.map((h) => h.hoverImage)).size).toBe(9);
  });
});
