/**
 * Blog articles arrive as sanitised HTML. Wide tables get a scrollable, focusable wrapper so they
 * scroll sideways inside the article instead of widening the page on a phone.
 */
export function wrapTables(html: string): string {
  return html
    .replace(/<table\b/gi, '<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table')
    .replace(/<\/table\s*>/gi, '</table></div>');
}
