import { DASHBOARD_DATA } from '../../core/contracts/dashboard-data';
/**
 * A signed-in visit to "/" opens the dashboard, whose chunks (the shell's and the screen's)
 * and data the browser would otherwise ask for only after the entry script ran and
 * /api/auth/user answered: a third sequential wave of requests (docs/performance.md#results, figure 3). This
 * adds them to index.html as preload links, so that they load with the entry.
 */

/** One chunk of Vite's build manifest (`build.manifest`), by source path. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The dashboard's screens, as keys of the manifest (paths under web/). */
export const DASHBOARD_MODULES = ['app/shell/app-shell.tsx', 'features/skills/dashboard-page.tsx'];
/** The manifest keys of `keys` and of everything they import, transitively. */
function withImports(manifest: ViteManifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The chunk files `keys` need, minus what the entry already loads. */
function chunkFiles(manifest: ViteManifest, keys: string[]): string[] {
  const entry = withImports(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]!.isEntry),
  );
  return [...withImports(manifest, keys)].filter((key) => !entry.has(key)).map((key) => manifest[key]!.file);
}

/**
 * index.html with modulepreload links for the dashboard's chunks and preloads for its data
 * (the app's fetches send credentials, hence `use-credentials`), or null when the manifest
 * does not know the dashboard's modules (a build without them is served unchanged).
 */
export function dashboardIndexHtml(indexHtml: string, manifest: ViteManifest): string | null {
  if (!DASHBOARD_MODULES.every((key) => manifest[key])) return null;
  const links = [
    ...chunkFiles(manifest, DASHBOARD_MODULES).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    // The very list web/app/app-routes.tsx prefetches for the shell and the dashboard.
    ...DASHBOARD_DATA.map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">`),
  ];
  return indexHtml.replace(/\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`);
}
