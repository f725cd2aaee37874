import { weeklyBonus } from '../rules/career';
import { PAID_TIERS, type PaidTier, type TierLetter } from '../rules/tiers';
import { formatCurrency } from './money';

export type { TierLetter } from '../rules/tiers';

/**
 * The Tier Overview screen (docs/product.md#tiers): the wording shown to staff for each paid
 * tier, joined with the tier table's figures (core/rules/tiers.ts). No figure of the table is
 * typed here: the path to the next tier quotes that tier's required score and weekly target,
 * and the bonus example is computed.
 */
export interface TierOverview {
  letter: TierLetter;
  /** Name of the career tier (career_tiers.name). */
  name: string;
  title: string;
  subtitle: string;
  salary: number;
  weeklyTarget: number;
  /** Fraction of revenue above the weekly target, e.g. 0.1 for 10%. */
  bonusRate: number;
  profile: string;
  expectations: string[];
  /** How to reach the next tier; the top tier has none. */
  pathToImprovement: string[] | null;
  /** A sample week's invoiced revenue for the worked bonus example. */
  exampleRevenue: number;
  bonusNote: string;
}

interface TierWording {
  subtitle: string;
  profile: string;
  expectations: string[];
  /** Written against the next tier up; null for the top tier. */
  pathToImprovement: ((next: PaidTier) => string[]) | null;
  exampleRevenue: number;
}

const BONUS_NOTE =
  'Revenue is what you invoice and the customer pays in the week (ex GST); callbacks and refunds are deducted. The bonus is paid fortnightly with your wages, on top of salary and superannuation.';

const score = (next: PaidTier) => `Reach a self-assessment score of ${next.requiredScore}% or more`;
const average = (next: PaidTier) => `Average ${formatCurrency(next.pay.weeklyTarget)} a week for a full quarter`;

const WORDING: Record<TierLetter, TierWording> = {
  A: {
    subtitle: 'Building confidence on everyday service work',
    profile:
      'You are licensed or close to it and run routine service jobs (taps, toilets, simple blockages, hot water changeovers) with support from a senior plumber when a job gets complicated. Your focus is getting it right first time and learning how we look after customers.',
    expectations: [
      'Follow the SWMS and isolate services on every job',
      'Complete 4 to 5 service jobs a day with job notes, photos and payment taken on site',
      'Present the upfront price before starting work and explain it clearly',
      'Check water pressure, hoses and valves on every job and mention needed upgrades',
      'Ask for help early rather than guess on gas, backflow or concealed leaks',
    ],
    pathToImprovement: (next) => [
      `${score(next)} with your supervisor agreeing the ratings`,
      'Diagnose common faults on your own without calling for help',
      'Complete the Flood Prevention Mastery and Presentation training modules',
      average(next),
    ],
    exampleRevenue: 14_000,
  },
  B: {
    subtitle: 'A reliable, independent service plumber',
    profile:
      'You run a full day of service work on your own, diagnose most residential faults first time and present options customers are happy to go ahead with. Customers ask for you by name and the office trusts your job records.',
    expectations: [
      'Diagnose and fix common faults first time, with callbacks under 3% of jobs',
      'Offer good, better and best options on every job where it makes sense',
      'Run the drain camera and locator and write clear recommendations with photos',
      'Complete every quote, invoice and compliance form on the day',
      'Help apprentices on shared jobs',
    ],
    pathToImprovement: (next) => [
      score(next),
      'Hold your gasfitting licence and take on gas and continuous-flow hot water work',
      'Take on leak detection and renovation rough-ins without supervision',
      `${average(next)} with a five-star review rate above 80%`,
    ],
    exampleRevenue: 16_000,
  },
  C: {
    subtitle: 'Complex, high-value work and helping others improve',
    profile:
      'You take on the complex and high-value jobs: concealed leaks, gas, full renovations and backflow testing. You rarely have callbacks, you supervise apprentices day to day, and you are someone the team can ring when they are stuck.',
    expectations: [
      'Handle gas, backflow testing, leak detection and renovations independently',
      'Supervise an apprentice: check their work and give clear feedback',
      'Keep callbacks under 2% and resolve complaints calmly on site',
      'Perform a full flood-prevention check on every suitable job',
      'Keep your van, tools and test equipment tested, tagged and stocked',
    ],
    pathToImprovement: (next) => [
      `${score(next)}, including the Advanced Skills`,
      'Take on commercial gas and food premises work and pass ESV inspections first time',
      'Run toolbox talks and on-the-job training for the team',
      average(next),
    ],
    exampleRevenue: 19_000,
  },
  D: {
    subtitle: 'The go-to technician who sets the standard',
    profile:
      'You are the go-to technician for the hardest residential and commercial jobs, lead training and set the standard for quality, safety and customer care across the company. Management relies on your judgement for pricing, products and people.',
    expectations: [
      'Take on commercial gas, kitchen fit-outs, grease interceptors and relining assessments',
      'Coach and assess apprentices and plumbers, and lead toolbox talks',
      'Review difficult quotes and diagnoses for the team',
      'Keep callbacks under 1% and earn consistent five-star reviews',
      'Help decide which products we stock and how we present them',
    ],
    pathToImprovement: null,
    exampleRevenue: 22_000,
  },
};

/** The paid tiers, lowest first, as the Tier Overview shows them. */
export const TIER_OVERVIEW: readonly TierOverview[] = PAID_TIERS.map((tier, i) => {
  const { letter, salary, weeklyTarget, bonusRate } = tier.pay;
  const wording = WORDING[letter];
  const next = PAID_TIERS[i + 1];
  return {
    letter,
    name: tier.name,
    title: `Tier ${letter}: ${tier.name}`,
    subtitle: wording.subtitle,
    salary,
    weeklyTarget,
    bonusRate,
    profile: wording.profile,
    expectations: wording.expectations,
    pathToImprovement: wording.pathToImprovement && next ? wording.pathToImprovement(next) : null,
    exampleRevenue: wording.exampleRevenue,
    bonusNote: BONUS_NOTE,
  };
});

export interface BonusExample {
  revenue: number;
  weeklyTarget: number;
  aboveTarget: number;
  bonusRate: number;
  bonus: number;
}

/** The worked example of a tier: a sample week's revenue, the part above target and the bonus. */
export function bonusExample(tier: Pick<TierOverview, 'exampleRevenue' | 'weeklyTarget' | 'bonusRate'>): BonusExample {
  return {
    revenue: tier.exampleRevenue,
    weeklyTarget: tier.weeklyTarget,
    aboveTarget: Math.max(0, tier.exampleRevenue - tier.weeklyTarget),
    bonusRate: tier.bonusRate,
    bonus: weeklyBonus(tier.exampleRevenue, tier.weeklyTarget, tier.bonusRate),
  };
}
