import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../../../core/content/money';
import { bonusExample, TIER_OVERVIEW } from '../../../core/content/tier-overview';
import { CAREER_TIERS, PAID_TIERS } from '../../../core/rules/tiers';
import { sanitiseHtml } from '../../lib/sanitise-html';
import { GUIDELINES } from './guidelines.content';
import { TRAINING_MATERIALS } from './training-materials.content';

const TEXTS = [...GUIDELINES, ...TRAINING_MATERIALS];
const SOURCES = ['./guidelines.content.ts', './training-materials.content.ts'].map((file) => ({
  file,
  text: readFileSync(new URL(file, import.meta.url), 'utf8'),
}));

/** Dollar figures of the seeded texts that are not tier pay, each with its reason. */
const OTHER_AMOUNTS = new Map([[750, "the value above which the regulator's compliance certificate is required"]]);

const dollarsIn = (html: string) => [...html.matchAll(/\$(\d[\d,]*(?:\.\d\d)?)(?![\d,])/g)].map((m) => Number(m[1]!.replaceAll(',', '')));
const percentsIn = (html: string) => [...html.matchAll(/(\d+(?:\.\d+)?)\s?(?:%|per ?cent)/gi)].map((m) => Number(m[1]));
const cellsOf = (row: string) => [...row.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((m) => m[1]!);
/** The body rows of each table of a text, as cell texts. */
const tablesOf = (html: string) =>
  [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)].map((t) => [...t[1]!.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((r) => cellsOf(r[1]!)).filter((r) => r.length));
const amount = (cell: string) => Number(cell.replace(/[$,%]/g, ''));
const guideline = (slug: string) => GUIDELINES.find((g) => g.slug === slug)!.content;

const tierAmounts = new Set(
  TIER_OVERVIEW.flatMap((t) => {
    const example = bonusExample(t);
    return [t.salary, t.weeklyTarget, example.revenue, example.aboveTarget, example.bonus];
  }),
);
const tierPercents = new Set([...CAREER_TIERS.map((t) => t.requiredScore), ...PAID_TIERS.map((t) => Math.round(t.pay.bonusRate * 100))]);

describe('seeded guidelines and training', () => {
  it("are written in the sanitiser's output form, so the seed can compare them with stored rows as they are", () => {
    for (const t of TEXTS) expect(sanitiseHtml(t.content), t.slug).toBe(t.content);
  });

  it("quote the tier table's pay, weekly target and bonus rate in the pay guideline", () => {
    const [pay, examples] = tablesOf(guideline('tier-pay-and-weekly-revenue-bonus'));
    expect(pay!.map(([name, ...figures]) => [name, ...figures.map(amount)])).toEqual(
      PAID_TIERS.map((t) => [t.name, t.pay.salary, t.pay.weeklyTarget, t.pay.bonusRate * 100]),
    );
    // The worked examples are the Tier Overview's, and their arithmetic holds against the table.
    expect(examples!.map((r) => r[0])).toEqual(PAID_TIERS.map((t) => t.name));
    examples!.forEach(([name, revenue, above, bonus], i) => {
      const { pay } = PAID_TIERS[i]!;
      expect(amount(revenue!), name).toBe(TIER_OVERVIEW[i]!.exampleRevenue);
      expect(amount(above!), name).toBe(amount(revenue!) - pay.weeklyTarget);
      expect(amount(bonus!), name).toBeCloseTo(amount(above!) * pay.bonusRate, 2);
    });
  });

  it("quote the tier table's required scores in the progression guideline", () => {
    const [scores] = tablesOf(guideline('apprenticeship-progression-and-quarterly-tier-reviews')).filter((t) => t[0]?.[0] === CAREER_TIERS[0].name);
    expect(scores).toEqual(CAREER_TIERS.map((t) => [t.name, t.requiredScore === 0 ? 'Starting tier' : `${t.requiredScore}%`]));
  });

  it('name no dollar figure that is not tier pay from the table, unless listed here with its reason', () => {
    for (const t of TEXTS)
      for (const value of dollarsIn(t.content)) expect(tierAmounts.has(value) || OTHER_AMOUNTS.has(value), `${t.slug}: $${value}`).toBe(true);
  });

  it('name no percentage that is not a required score or bonus rate of the table', () => {
    for (const t of TEXTS) for (const value of percentsIn(t.content)) expect(tierPercents.has(value), `${t.slug}: ${value}%`).toBe(true);
  });

  it('never type a figure of the tier table in their source: it comes from the table', () => {
    const figures = PAID_TIERS.flatMap((t) => [formatCurrency(t.pay.salary), formatCurrency(t.pay.weeklyTarget)]).map((f) => f.slice(1));
    const percents = [...tierPercents].filter((p) => p > 0);
    const patterns = [
      ...figures.map((f) => new RegExp(`(?<![\\d,])\\$?${f}(?![\\d,])`, 'g')),
      ...percents.map((p) => new RegExp(`(?<![\\d.])${p}\\s?(?:%|per ?cent)`, 'gi')),
    ];
    for (const { file, text } of SOURCES)
      expect(
        patterns.flatMap((p) => [...text.matchAll(p)].map((m) => m[0])),
        file,
      ).toEqual([]);
  });
});
