import type { PassFail } from '../contracts/flood-check-fields';

/**
 * Reading limits of the flood prevention check (spec part 2 §9). They suggest pass or fail;
 * the plumber can still override.
 */
export const READING_RULES = {
  staticPressure: {
    limit: 500,
    unit: 'kPa',
    standard: 'AS/NZS 3500.1',
    fix: 'Install a pressure limiting valve',
    rule: 'Static pressure must be under 500 kPa',
  },
  hotWater: {
    limit: 50,
    unit: '°C',
    standard: 'AS/NZS 3500.4',
    fix: 'Install a thermostatic mixing valve',
    rule: 'Hot water must be delivered at 50 °C or less',
  },
} as const;

/** Under 500 kPa passes. */
export function gradeStaticPressure(kpa: number | null | undefined): PassFail | null {
  if (kpa === null || kpa === undefined || Number.isNaN(kpa)) return null;
  return kpa < READING_RULES.staticPressure.limit ? 'pass' : 'fail';
}

/** 50 °C or less passes. */
export function gradeHotWater(celsius: number | null | undefined): PassFail | null {
  if (celsius === null || celsius === undefined || Number.isNaN(celsius)) return null;
  return celsius <= READING_RULES.hotWater.limit ? 'pass' : 'fail';
}

/** DECISIONS §7: completed once saved with plumber name, inspection date and signature. */
export function checkStatus(check: {
  plumberName?: string | null | undefined;
  inspectionDate?: string | null | undefined;
  plumberSignature?: string | null | undefined;
}): 'completed' | 'draft' {
  return check.plumberName?.trim() && check.inspectionDate && check.plumberSignature ? 'completed' : 'draft';
}
