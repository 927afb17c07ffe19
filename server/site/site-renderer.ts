/**
 * Loads the server build of the site (dist/site/server/entry-server.js) and the client build's
 * index.html, and turns a URL into a complete HTML document.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteRequestContext } from '../../site/entry-server';
import type * as EntryServerModule from '../../site/entry-server';
import { PageAssets } from './page-assets';

/** The built entry has the source module's shape (the server may import the site's server entry). */
type EntryServer = Pick<typeof EntryServerModule, 'render' | 'renderErrorPage' | 'publicPaths' | 'allPagePaths'>;

export interface RenderedPage {
  status: number;
  redirect?: string;
  html: string;
  /** what went wrong, for the log; the page shown is then the site's own error page (status 500) */
  error?: unknown;
}

export interface SiteRenderer {
  renderPage(url: string, context: SiteRequestContext): Promise<RenderedPage>;
  publicPaths: string[];
}

/**
 * The entry script Vite writes into index.html: the server puts the page's boot script in its place
 * (page-assets.ts: the code loads after the first paint); an error document gets none, it has
 * nothing to hydrate.
 */
const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>/;
const BOOT = '<!--app-boot-->';

export async function loadSiteRenderer(distDir: string, siteUrl: () => string): Promise<SiteRenderer | undefined> {
  const templateFile = path.join(distDir, 'site/client/index.html');
  const entryFile = path.join(distDir, 'site/server/entry-server.js');
  if (!fs.existsSync(templateFile) || !fs.existsSync(entryFile)) return undefined;
  const template = fs.readFileSync(templateFile, 'utf8').replace(MODULE_SCRIPT, BOOT);
  const entry = (await import(pathToFileURL(entryFile).href)) as EntryServer;
  const assets = new PageAssets(path.join(distDir, 'site/client'));
  return {
    publicPaths: entry.publicPaths,
    async renderPage(url, context) {
      const document = (result: EntryServerModule.RenderResult, page: string, hydrate = true) =>
        page
          .replace('<html lang="en">', `<html lang="${result.lang}">`)
          .replace('<!--app-head-->', () => `${result.head}\n    ${assets.stylesheetsFor(result.modules)}`)
          // the router's data (a JSON block, never a script) just before the boot script that hydrates with it
          .replace(BOOT, () => (hydrate ? `${result.data}\n    ${assets.bootScriptFor(result.modules)}` : ''))
          // a function, so `$&` and friends in the page text are not replacement patterns
          .replace('<!--app-html-->', () => result.html);
      let result: EntryServerModule.RenderResult;
      try {
        result = await entry.render(url, { siteUrl: siteUrl(), context });
      } catch (error) {
        const failed = entry.renderErrorPage(url, { siteUrl: siteUrl() });
        return { status: failed.status, html: document(failed, template, false), error };
      }
      if (result.redirect) return { status: result.status, redirect: result.redirect, html: '' };
      return { status: result.status, html: document(result, template), error: result.error };
    },
  };
}
