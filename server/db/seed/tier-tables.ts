import { formatCurrency, formatPercent } from '../../../core/content/money';
import { bonusExample, TIER_OVERVIEW } from '../../../core/content/tier-overview';
import { CAREER_TIERS } from '../../../core/rules/tiers';

/**
 * The tier tables of the seeded guidelines, written from the tier table (core/rules/tiers.ts)
 * when the seed content is loaded, so a guideline cannot quote other pay or scores than the
 * Tier Overview. The headings are the guideline's own words and stay in its text.
 */
function htmlTable(headings: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const cells = (tag: 'th' | 'td', values: readonly string[]) => values.map((v) => `<${tag}>${v}</${tag}>`).join('');
  return [
    '<table>',
    `<thead><tr>${cells('th', headings)}</tr></thead>`,
    '<tbody>',
    ...rows.map((r) => `<tr>${cells('td', r)}</tr>`),
    '</tbody>',
    '</table>',
  ].join('\n');
}

/** Every career tier with the score that reaches it; the lowest is where everyone starts. */
export function tierScoreTable(headings: readonly [string, string], startingTier: string): string {
  const tiers = [...CAREER_TIERS].sort((a, b) => a.requiredScore - b.requiredScore);
  return htmlTable(
    headings,
    tiers.map((t) => [t.name, t.requiredScore === 0 ? startingTier : `${t.requiredScore}%`]),
  );
}

/** Each paid tier's salary, weekly target and bonus rate. */
export function tierPayTable(headings: readonly [string, string, string, string]): string {
  return htmlTable(
    headings,
    TIER_OVERVIEW.map((t) => [t.name, formatCurrency(t.salary), formatCurrency(t.weeklyTarget), formatPercent(t.bonusRate)]),
  );
}

/** The Tier Overview's worked bonus example of each paid tier. */
export function bonusExampleTable(headings: readonly [string, string, string, string]): string {
  return htmlTable(
    headings,
    TIER_OVERVIEW.map((t) => {
      const example = bonusExample(t);
      return [t.name, formatCurrency(example.revenue), formatCurrency(example.aboveTarget), formatCurrency(example.bonus)];
    }),
  );
}
