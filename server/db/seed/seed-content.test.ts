import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../../../core/content/money';
import { bonusExample, TIER_OVERVIEW } from '../../../core/content/tier-overview';
import { READING_RULES } from '../../../core/rules/readings';
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
const training = (slug: string) => TRAINING_MATERIALS.find((m) => m.slug === slug)!.content;

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

/** The two reading limits of core/rules/readings.ts, and how a text may write each one's value. */
const READING_LIMITS = [
  { name: 'static pressure', ...READING_RULES.staticPressure, value: `(?<![\\d.,])${READING_RULES.staticPressure.limit}\\s?(?:kPa|kilopascals?)` },
  { name: 'hot water', ...READING_RULES.hotWater, value: `(?<![\\d.,])${READING_RULES.hotWater.limit}\\s?(?:°\\s?C|degrees(?: C| Celsius)?)` },
];
const spaced = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('\u00a0', ' ')
    .replace(/\s+/g, ' ');

/**
 * Wordings that put a limit on the wrong side: the rule passes the limit itself (at most
 * 500 kPa, at most 50 °C), so "under 500 kPa" as the pass or "500 kPa or more" as the fail is false.
 */
function wrongLimitWordings(html: string): string[] {
  const text = spaced(html);
  return READING_LIMITS.flatMap(({ value }) => {
    const below = new RegExp(`(?:under|below|less than|lower than|at least|<|&lt;|≥|>=)\\s*${value}`, 'gi');
    const orMore = new RegExp(`${value}\\s*(?:or|and) (?:more|above|over|higher|greater)`, 'gi');
    return [...text.matchAll(below), ...text.matchAll(orMore)].map((m) => m[0]);
  });
}

describe('the reading limits in seeded guidelines and training (core/rules/readings.ts)', () => {
  it('catch a limit put on the wrong side', () => {
    expect(wrongLimitWordings('<td>Under 500 kPa</td><td>500\u00a0kPa or more</td><li>50 °C and above</li><p>below 50\u00a0°C</p>')).toEqual([
      'Under 500 kPa',
      '500 kPa or more',
      'below 50 °C',
      '50 °C and above',
    ]);
    expect(wrongLimitWordings('<p>Up to and including 500 kPa passes; above 500 kPa fails; 50\u00a0°C or less passes.</p>')).toEqual([]);
  });

  it('never state a limit on the wrong side of the rule', () => {
    for (const t of TEXTS) expect(wrongLimitWordings(t.content), t.slug).toEqual([]);
  });

  it('grade exactly as the rule does in their criteria tables: the limit passes, only above it fails', () => {
    const passes = (l: (typeof READING_LIMITS)[number]) => [`Up to and including ${l.limit} ${l.unit}`, `${l.limit} ${l.unit} or less`];
    const fails = (l: (typeof READING_LIMITS)[number]) => `Above ${l.limit} ${l.unit}`;
    const [criteria] = tablesOf(guideline('flood-prevention-inspection-standard-practice'));
    READING_LIMITS.forEach((l, i) => {
      const [, pass, fail] = criteria![i]!.map(spaced).map((c) => c.trim());
      expect(passes(l), l.name).toContain(pass);
      expect(fail, l.name).toBe(fails(l));
    });
    const [pressure] = tablesOf(training('pressure-and-hot-water-testing-mastery'));
    const pressureLimit = READING_LIMITS[0]!;
    for (const [reading, grade] of pressure!.map((r) => r.map((c) => spaced(c).trim())))
      expect(reading!.startsWith(grade === 'Pass' ? passes(pressureLimit)[0]! : fails(pressureLimit)), reading).toBe(true);
  });
});
