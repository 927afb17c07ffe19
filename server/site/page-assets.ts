/**
 * Turns the pages a URL matched into the script that loads their code, read from Vite's manifest.
 *
 * The code starts downloading after the page's first paint, not with its HTML
 * (docs/decisions/0020-first-paint.md): the server-rendered page needs only its HTML, the one
 * stylesheet and its hero picture to paint, and on a phone's link every script fetched beside them
 * at high priority (the entry and a `modulepreload` per chunk, ~127 KB on home) took bandwidth
 * from them and pushed the first paint and the LCP back. One small inline script waits for the
 * window's `load` (the stylesheet and the eager pictures are in, so the hero has painted), then
 * adds the entry and a `modulepreload` for every chunk the page hydrates with, so none waits for
 * another to be parsed before it is asked for. One link per task: starting a request costs the main
 * thread a few milliseconds on a phone, and fifteen in the `load` handler made one long task.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The boot script's text: the same on every page, so its CSP hash (server/site/page-csp.ts) is one
 * value; the page's own files ride in its data attributes. Plain ES5-era DOM, no module syntax: it
 * runs in the head before anything else has loaded.
 */
export const BOOT_SCRIPT =
  '(function(s){function go(){var h=document.head,f=(s.dataset.preload||"").split(" "),m=document.createElement("script");' +
  'm.type="module";m.src=s.dataset.entry;h.appendChild(m);' +
  '(function next(){var u;while(f.length&&!(u=f.shift()));if(!u)return;var l=document.createElement("link");l.rel="modulepreload";l.href=u;h.appendChild(l);setTimeout(next,0)})()}' +
  'if(document.readyState==="complete")go();else addEventListener("load",go,{once:true})})(document.currentScript)';

export class PageAssets {
  private readonly manifest: Manifest;
  /** the entry chunk, which starts the client (site/entry-client.tsx) */
  private readonly entry: string | undefined;
  /** the entry and every chunk it imports statically */
  private readonly entryFiles: string[];

  constructor(clientDir: string) {
    const file = path.join(clientDir, '.vite/manifest.json');
    this.manifest = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
    const entryChunk = Object.values(this.manifest).find((c) => c.isEntry);
    this.entry = entryChunk?.file;
    const files = new Set<string>();
    if (entryChunk) this.collect(entryChunk, files);
    this.entryFiles = [...files];
  }

  private collect(chunk: ManifestChunk, files: Set<string>, css?: Set<string>): void {
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const c of chunk.css ?? []) css?.add(c);
    for (const key of chunk.imports ?? []) {
      const imported = this.manifest[key];
      if (imported) this.collect(imported, files, css);
    }
  }

  /**
   * Stylesheets of the matched pages beyond the entry's, as <link> tags, so a page's styles arrive
   * with its HTML. With one stylesheet for the site (vite.config.ts, cssCodeSplit: false) there are none.
   */
  stylesheetsFor(modules: readonly string[]): string {
    const entryCss = new Set(Object.values(this.manifest).filter((c) => c.isEntry).flatMap((c) => c.css ?? []));
    const css = new Set<string>();
    for (const m of modules) {
      const chunk = this.manifest[m];
      if (chunk) this.collect(chunk, new Set(), css);
    }
    return [...css]
      .filter((c) => !entryCss.has(c))
      .map((c) => `<link rel="stylesheet" href="/${c}" />`)
      .join('\n    ');
  }

  /** Every file the page hydrates with: the entry's static imports, then each matched page's chunks. */
  filesFor(modules: readonly string[]): string[] {
    const files = new Set<string>(this.entryFiles);
    for (const m of modules) {
      const chunk = this.manifest[m];
      if (chunk) this.collect(chunk, files);
    }
    return [...files].filter((f) => f !== this.entry).map((f) => `/${f}`);
  }

  /**
   * The boot script for a page made of `modules` (sources relative to site/), or nothing when there
   * is no client build to load.
   */
  bootScriptFor(modules: readonly string[]): string {
    if (!this.entry) return '';
    const preload = this.filesFor(modules).join(' ');
    return `<script data-entry="/${this.entry}" data-preload="${preload}">${BOOT_SCRIPT}</script>`;
  }
}
