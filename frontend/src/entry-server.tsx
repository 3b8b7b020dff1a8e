/*
 * The build's prerenderer (issue 15): renders a signed-out page to HTML with Preact's server
 * renderer (the app runs on preact/compat, whose ids and markup the client's hydration then
 * matches exactly; docs/decisions/0006-preact.md) and collects the Griffel styles it used, so /, /login, ... paint before any script
 * runs; the client then hydrates them (app/start.ts). Built with `vite build --ssr` and run by
 * the client build's prerender step (vite.config.ts); never shipped to the browser.
 */
import {
  createDOMRenderer,
  RendererProvider,
  renderToStyleElements,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppTree } from './app/app';
import { BootShell } from './app/shell/boot-shell';

export { storageKeys } from './lib/storage-keys';
export { appVersion } from './lib/version-check';

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** Every Griffel rule the page used, in Griffel's bucket order. */
  css: string;
}

export async function render(url: string): Promise<PrerenderedPage> {
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  return renderWithStyles(<AppTree router={Router} prerendered />, url);
}

/** A signed-in page's stand-in for the shell (app/shell/boot-shell.tsx), with its styles. */
export async function renderBootShell(path: string): Promise<PrerenderedPage> {
  return renderWithStyles(<BootShell path={path} />, path);
}

async function renderWithStyles(tree: ReactNode, url: string): Promise<PrerenderedPage> {
  const renderer = createDOMRenderer(undefined);
  const app = <RendererProvider renderer={renderer}>{tree}</RendererProvider>;
  // Waits for the page's lazy chunks, so the markup holds no Suspense fallback.
  const html = await renderToStringAsync(app as never);
  // Preact marks each Suspense boundary (<!--$s-->…<!--/$s-->) for hydration; a streamed part
  // (still loading) would come as a template or an island.
  if (/<template|preact-island/.test(html)) {
    throw new Error(`${url}: a part of the page was still loading when it was prerendered`);
  }
  // The style elements Griffel would put in <head>, as one stylesheet: a media or container
  // bucket's rules keep their condition.
  const styles = renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>);
  const css = [...styles.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)]
    .map(([, attributes = '', rules = '']) => {
      const media = /\smedia="([^"]*)"/.exec(attributes)?.[1];
      return media && !rules.startsWith('@media') ? `@media ${media}{${rules}}` : rules;
    })
    .join('\n');
  return { html, css };
}
