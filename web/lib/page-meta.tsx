import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Title and subtitle shown in the header; each page declares its own. */
interface PageMeta {
  title: string;
  subtitle?: string | undefined;
}

// Two contexts: a page only sets the meta (a setter that never changes), the header reads it.
// With one context holding both, every page re-rendered in full when its own meta was set
// (the dashboard rendered twice on load for one line of the header).
const PageMetaContext = createContext<PageMeta | null>(null);
const SetPageMetaContext = createContext<((m: PageMeta) => void) | null>(null);

export function PageMetaProvider({ children }: { children: ReactNode }) {
  const [meta, setMeta] = useState<PageMeta>({ title: '' });
  return (
    <SetPageMetaContext.Provider value={setMeta}>
      <PageMetaContext.Provider value={meta}>{children}</PageMetaContext.Provider>
    </SetPageMetaContext.Provider>
  );
}

export function usePageMeta(title: string, subtitle?: string): void {
  const setMeta = useContext(SetPageMetaContext);
  useEffect(() => {
    setMeta?.({ title, subtitle });
    document.title = title ? `${title} · Home Plumbing` : 'Home Plumbing Staff Portal';
  }, [setMeta, title, subtitle]);
}

export function useCurrentPageMeta(): PageMeta {
  return useContext(PageMetaContext) ?? { title: '' };
}
