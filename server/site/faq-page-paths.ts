/**
 * Which rendered pages show an FAQ set from the database, so the page cache renders them again when
 * the sets' revision moves (server/site/page-route.ts): home and the FAQ page with its tabs, in both
 * languages, and any address that is no known page, since the not-found page is the home page.
 */
const FAQ_PAGE = /^(?:\/es)?(?:\/|\/faqs(?:\/.*)?)$|^\/es$/;

export function faqPageTest(publicPaths: readonly string[]): (pathname: string) => boolean {
  const known = new Set(publicPaths.flatMap((p) => [p, p === '/' ? '/es' : `/es${p}`]));
  return (pathname) => FAQ_PAGE.test(pathname) || !known.has(pathname);
}
