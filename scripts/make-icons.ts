/**
 * Draws the installed app's PNG icons from the favicon's mark (frontend/public/favicon.svg),
 * with Debian's Chromium, no network: any-purpose icons at 180 (Apple touch), 192 and 512 with
 * the favicon's rounded square, and a maskable 512 whose violet fills the square and whose mark
 * sits inside the central 80 % safe zone. Run after changing the mark: `tsx scripts/make-icons.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../tests/support/browser.js';

const publicDir = fileURLToPath(new URL('../frontend/public/', import.meta.url));
const favicon = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const mark = favicon.replace(/<rect[^>]*\/>/, '').replace(/<\/?svg[^>]*>/g, '');

const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#6F3DD3"/>
  <g transform="translate(32 32) scale(0.62) translate(-32 -32)">${mark}</g>
</svg>`;

const icons = [
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
];

const browser = await launchBrowser();
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg}</body></html>`,
    );
    const png = await page.screenshot({ omitBackground: true, type: 'png' });
    writeFileSync(`${publicDir}${icon.file}`, png);
    await page.close();
    console.log(`${icon.file} ${icon.size}px`);
  }
} finally {
  await browser.close();
}
