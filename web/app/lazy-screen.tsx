import { lazy, type ComponentType } from 'react';

export type Screen<P = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Each screen is its own chunk: a visitor downloads only what they open. `preload` starts
 * the download early (in parallel with the screen's data); a screen first rendered after
 * its chunk arrived renders without suspending.
 */
export function page<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): Screen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => (loaded = m[name]),
      (error: unknown) => {
        loading = undefined; // a failed download (a deploy, a dropped connection) is tried again
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page(props: P) {
    // When the chunk is already here, render it directly: no Suspense fallback flash. When it
    // is not, Lazy suspends, and React renders Page again once it arrives (by then `loaded`
    // is set), so a mounted screen keeps one component type and never remounts.
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}
