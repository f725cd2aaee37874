/** Company guidelines rules (docs/product.md#content). */
export const ALL_CATEGORIES = 'all';

interface Searchable {
  title: string;
  content: string;
  category: string;
}

/** Visible text of stored HTML, so that a search for "strong" does not match the markup. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** Case-insensitive search over title and content, within one category or all of them. */
export function filterGuidelines<T extends Searchable>(list: readonly T[], search: string, category: string): T[] {
  const needle = search.trim().toLowerCase();
  return list.filter(
    (g) =>
      (category === ALL_CATEGORIES || g.category === category) &&
      (!needle || g.title.toLowerCase().includes(needle) || htmlText(g.content).toLowerCase().includes(needle)),
  );
}

/** The distinct categories found in the data, in first-seen order, for the dropdown. */
export function guidelineCategories(list: readonly Searchable[]): string[] {
  return [...new Set(list.map((g) => g.category))];
}
