/**
 * Turns the pages a URL matched into <link> tags for their chunks and CSS, read from Vite's
 * manifest, so a page's styles arrive with its HTML (no flash, no layout shift) and its code
 * downloads in parallel with the main entry.
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

export class PageAssets {
  private readonly manifest: Manifest;
  private readonly entryFiles: Set<string>;

  constructor(clientDir: string) {
    const file = path.join(clientDir, '.vite/manifest.json');
    this.manifest = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
    // what index.html already loads needs no second tag
    this.entryFiles = new Set();
    for (const chunk of Object.values(this.manifest)) {
      if (chunk.isEntry) this.collect(chunk, this.entryFiles, new Set());
    }
  }

  private collect(chunk: ManifestChunk, files: Set<string>, css: Set<string>): void {
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const key of chunk.imports ?? []) {
      const imported = this.manifest[key];
      if (imported) this.collect(imported, files, css);
    }
  }

  linksFor(modules: readonly string[]): string {
    const files = new Set<string>();
    const css = new Set<string>();
    for (const m of modules) {
      const chunk = this.manifest[m];
      if (chunk) this.collect(chunk, files, css);
    }
    const entryCss = new Set(Object.values(this.manifest).filter((c) => c.isEntry).flatMap((c) => c.css ?? []));
    const tags: string[] = [];
    for (const c of css) if (!entryCss.has(c)) tags.push(`<link rel="stylesheet" href="/${c}" />`);
    for (const f of files) if (!this.entryFiles.has(f)) tags.push(`<link rel="modulepreload" href="/${f}" />`);
    return tags.join('\n    ');
  }
}
