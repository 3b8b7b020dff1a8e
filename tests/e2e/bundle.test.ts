import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from '../support/stack.js';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('the built front end', () => {
  const files = filesUnder(distDir).filter((f) => /\.(js|html|css|json)$/.test(f));
  const text = files.map((f) => readFileSync(f, 'utf8')).join('\n');

  it('was built', () => {
    expect(files.some((f) => f.endsWith('index.html'))).toBe(true);
  });

  it('carries no fake tokens and no credentials', () => {
    expect(text).not.toContain('dev-token-');
    expect(text).not.toContain('google-token-');
    expect(text).not.toMatch(/AccountKey=/);
    expect(text).not.toMatch(/Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/);
    expect(text).not.toMatch(/JWT_SECRET|AZURE_OPENAI_API_KEY/);
    expect(text).not.toMatch(/-----BEGIN [A-Z ]*PRIVATE KEY-----/);
  });

  it('has no inline script (the CSP allows only scripts from the origin)', () => {
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.map((m) => m[0])).toEqual([]);
    expect(html).not.toMatch(/\sstyle="/);
  });
});
