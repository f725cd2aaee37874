/** Letter of a paid tier on the Tier Overview (docs/product.md#tiers). */
export type TierLetter = 'A' | 'B' | 'C' | 'D';

/** What a qualified tier pays: the Tier Overview's tab letter and figures. */
export interface TierPay {
  letter: TierLetter;
  /** Base salary per year, in dollars. */
  salary: number;
  /** Weekly revenue (ex GST) above which the bonus is paid, in dollars. */
  weeklyTarget: number;
  /** Fraction of revenue above the weekly target, e.g. 0.1 for 10%. */
  bonusRate: number;
}

export interface CareerTier {
  id: number;
  name: string;
  /** Self-assessment score in percent that reaches the tier. */
  requiredScore: number;
  description: string;
  /** Null for Entry Level, which is paid under the contract and award, not by tier. */
  pay: TierPay | null;
}

/**
 * The career tiers (docs/product.md#tiers): the one table behind the career path, the tiers
 * seeded into `career_tiers`, the Tier Overview and the pay figures of the seeded guidelines.
 */
export const CAREER_TIERS = [
  {
    id: 1,
    name: 'Entry Level',
    requiredScore: 0,
    description: 'Starting out: learning the company way of working under the guidance of a senior plumber.',
    pay: null,
  },
  {
    id: 2,
    name: 'Developing Plumber',
    requiredScore: 40,
    description: 'Handles routine service jobs with support, builds speed and confidence, and follows every safety and compliance step.',
    pay: { letter: 'A', salary: 85_000, weeklyTarget: 10_000, bonusRate: 0.1 },
  },
  {
    id: 3,
    name: 'Plumber',
    requiredScore: 55,
    description: 'Runs a full day of service jobs independently, diagnoses common faults first time and presents clear upfront prices.',
    pay: { letter: 'B', salary: 100_000, weeklyTarget: 12_500, bonusRate: 0.15 },
  },
  {
    id: 4,
    name: 'Excel Plumber',
    requiredScore: 70,
    description: 'Takes on complex and high-value work, rarely has callbacks, and helps apprentices and newer plumbers improve.',
    pay: { letter: 'C', salary: 115_000, weeklyTarget: 15_000, bonusRate: 0.2 },
  },
  {
    id: 5,
    name: 'Expert Plumber',
    requiredScore: 85,
    description: 'The go-to technician for the hardest jobs, commercial work and training; sets the standard for the whole team.',
    pay: { letter: 'D', salary: 130_000, weeklyTarget: 17_500, bonusRate: 0.25 },
  },
] as const satisfies readonly CareerTier[];

export const DEFAULT_TIER: CareerTier = CAREER_TIERS[0];

export type PaidTier = CareerTier & { pay: TierPay };

/** The tiers with pay (letters A to D), lowest first. */
export const PAID_TIERS: readonly PaidTier[] = CAREER_TIERS.filter((t): t is (typeof CAREER_TIERS)[number] & PaidTier => t.pay !== null).sort(
  (a, b) => a.requiredScore - b.requiredScore,
);

/** A tier as the API and `career_tiers` hold it: without pay, which only the Tier Overview shows. */
export function tierRecord(tier: CareerTier): Omit<CareerTier, 'pay'> {
  return { id: tier.id, name: tier.name, requiredScore: tier.requiredScore, description: tier.description };
}

/** Name of a tier id; unknown ids fall back to the entry tier. */
export function tierName(id: number): string {
  return CAREER_TIERS.find((t) => t.id === id)?.name ?? DEFAULT_TIER.name;
}
