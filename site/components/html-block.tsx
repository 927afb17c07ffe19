/**
 * Renders an HTML string from our own content modules (paragraphs and links written by the
 * project) or a blog post the server sanitised before storing it. Never user input.
 */
export function HtmlBlock({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
