import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../stack-config.js';

/** Landing page first load: every JS and CSS file the browser fetches for `/`, gzipped. */
export async function landingBundle() {
  const dist = join(root, 'frontend', 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    {
      file: string;
      css?: string[];
      imports?: string[];
      dynamicImports?: string[];
      isEntry?: boolean;
    }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('No entry in the Vite manifest');
  visit(entry);
  // The landing route's lazy chunk (and its static imports) also load on first visit.
  const landing = (manifest[entry]?.dynamicImports ?? []).filter((k) => /landing/i.test(k));
  landing.forEach(visit);
  const sizes = [...files].map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
  });
  const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
  return { files: sizes, gzipBytes: gzip, gzipKB: Number((gzip / 1024).toFixed(1)), budgetKB: 150 };
}
