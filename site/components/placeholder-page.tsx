/** Shown by a route whose page is still being written: the route, its title and metadata are real. */
export function PlaceholderPage({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section className="page-banner">
      <div className="container">
        <h1>{title}</h1>
        {children ?? <p>This page is being prepared. Call us or book a free consultation in the meantime.</p>}
      </div>
    </section>
  );
}
