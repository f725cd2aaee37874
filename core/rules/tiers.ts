/** Career tiers (DECISIONS §6): required score in percent. Seeded into `career_tiers`. */
export const CAREER_TIERS = [
  {
    id: 1,
    name: 'Entry Level',
    requiredScore: 0,
    description: 'Starting out: learning the company way of working under the guidance of a senior plumber.',
  },
  {
    id: 2,
    name: 'Developing Plumber',
    requiredScore: 40,
    description: 'Handles routine service jobs with support, builds speed and confidence, and follows every safety and compliance step.',
  },
  {
    id: 3,
    name: 'Plumber',
    requiredScore: 55,
    description: 'Runs a full day of service jobs independently, diagnoses common faults first time and presents clear upfront prices.',
  },
  {
    id: 4,
    name: 'Excel Plumber',
    requiredScore: 70,
    description: 'Takes on complex and high-value work, rarely has callbacks, and helps apprentices and newer plumbers improve.',
  },
  {
    id: 5,
    name: 'Expert Plumber',
    requiredScore: 85,
    description: 'The go-to technician for the hardest jobs, commercial work and training; sets the standard for the whole team.',
  },
] as const;

export type CareerTier = { id: number; name: string; requiredScore: number; description: string };

export const DEFAULT_TIER = CAREER_TIERS[0];

/** Name of a tier id; unknown ids fall back to the entry tier. */
export function tierName(id: number): string {
  return CAREER_TIERS.find((t) => t.id === id)?.name ?? DEFAULT_TIER.name;
}
