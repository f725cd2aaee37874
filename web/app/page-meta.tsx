import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Title and subtitle shown in the header; each page declares its own. */
interface PageMeta {
  title: string;
  subtitle?: string | undefined;
}

const PageMetaContext = createContext<{ meta: PageMeta; setMeta: (m: PageMeta) => void } | null>(null);

export function PageMetaProvider({ children }: { children: ReactNode }) {
  const [meta, setMeta] = useState<PageMeta>({ title: '' });
  return <PageMetaContext.Provider value={{ meta, setMeta }}>{children}</PageMetaContext.Provider>;
}

export function usePageMeta(title: string, subtitle?: string): void {
  const ctx = useContext(PageMetaContext);
  const setMeta = ctx?.setMeta;
  useEffect(() => {
    setMeta?.({ title, subtitle });
    document.title = title ? `${title} · Home Plumbing` : 'Home Plumbing Staff Portal';
  }, [setMeta, title, subtitle]);
}

export function useCurrentPageMeta(): PageMeta {
  return useContext(PageMetaContext)?.meta ?? { title: '' };
}
