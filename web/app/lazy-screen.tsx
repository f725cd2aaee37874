import { use, type ComponentType } from 'react';

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
  function Page(props: P) {
    // Page itself suspends (use) until the chunk is here, so what it renders is always the
    // screen's own component. A React.lazy child instead (as this file had) could be committed
    // when React replayed the lazy child alone after the chunk arrived mid-render (a concurrent
    // render: a transition, or the prerender after a fallback); the next render of Page then
    // returned the loaded component, a different element type, and React replaced the whole
    // screen with a fresh copy: the flood form lost what had been typed and its pending autosave.
    const Loaded = loaded ?? use(preload());
    return <Loaded {...props} />;
  }
  return Object.assign(Page, { preload });
}
