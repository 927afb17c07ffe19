import { describe, expect, it } from 'vitest';
import { wrapTables } from '../../../site/components/blog-html';

describe('wrapTables', () => {
  it('puts every table of an article in a focusable, named, sideways-scrolling box', () => {
    const html = '<p>Intro</p><table><tr><td>a</td></tr></table><h2>Next</h2><TABLE class="x"><tr><td>b</td></tr></TABLE >';
    const out = wrapTables(html);
    const box = '<div class="table-scroll" role="region" aria-label="Table" tabindex="0">';
    expect(out).toBe(`<p>Intro</p>${box}<table><tr><td>a</td></tr></table></div><h2>Next</h2>${box}<table class="x"><tr><td>b</td></tr></table></div>`);
  });

  it('leaves HTML without tables, and words such as "tableware", alone', () => {
    const html = '<p>Our tableware is not a <em>table</em>.</p>';
    expect(wrapTables(html)).toBe(html);
  });
});
