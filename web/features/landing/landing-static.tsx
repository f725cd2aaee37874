import { renderToStaticMarkup } from 'react-dom/server';
import { LandingPage } from './landing-page';

/**
 * The signed-out landing page as a static page without JavaScript (docs/performance.md#results, figure 3): the
 * build (scripts/build.mjs) renders the very same LandingPage into the built index.html and
 * writes dist/web/landing.html, which the server sends for a signed-out "/" (server/app.ts).
 * Every call to action is a plain link (to /api/login, or /sign-up for new staff), so nothing on it needs React; the
 * stylesheet already holds its classes (Vite's build scans this component).
 */
export function renderLandingHtml(indexHtml: string): string {
  return staticLandingHtml(indexHtml, renderToStaticMarkup(<LandingPage />));
}

/**
 * The built index.html with `markup` as the content of #root and without what only the app's
 * scripts need: module scripts, modulepreload links, the preloads of API answers, and the
 * developers' comments. Stylesheets, meta tags, icon and title stay. Throws when index.html
 * has no #root (a changed template must not ship an empty page).
 */
export function staticLandingHtml(indexHtml: string, markup: string): string {
  const html = indexHtml
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
    .replace(/<link\b[^>]*\brel="preload"[^>]*\bhref="\/api\/[^"]*"[^>]*>/g, '')
    .replace(/\n\s*\n/g, '\n'); // the lines the removed tags stood on
  const open = /<div id="root">/.exec(html);
  if (!open) throw new Error('index.html has no <div id="root">');
  const start = open.index + open[0].length;
  const end = matchingClose(html, start);
  return `${html.slice(0, start)}${markup}${html.slice(end)}`;
}

/** Index of the `</div>` closing the div whose content starts at `from`. */
function matchingClose(html: string, from: number): number {
  const tags = /<div\b[^>]*>|<\/div>/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return tag.index;
  }
  throw new Error('index.html: <div id="root"> is not closed');
}
