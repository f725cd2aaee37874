import type { PassFail } from '../contracts/flood-check-fields';

/**
 * Reading limits of the flood prevention check (docs/product.md#readings). They suggest
 * pass or fail; the plumber's chosen status stands, with a reason when it differs
 * (readingOverrides, below).
 */
export const READING_RULES = {
  staticPressure: {
    limit: 500,
    unit: 'kPa',
    standard: 'AS/NZS 3500.1',
    fix: 'Install a pressure limiting valve',
    rule: 'Static pressure must not exceed 500 kPa',
  },
  hotWater: {
    limit: 50,
    unit: '°C',
    standard: 'AS/NZS 3500.4',
    fix: 'Install a thermostatic mixing valve',
    rule: 'Hot water must be delivered at 50 °C or less',
  },
} as const;

/** Up to and including 500 kPa passes (AS/NZS 3500.1: "shall not exceed 500 kPa"). */
export function gradeStaticPressure(kpa: number | null | undefined): PassFail | null {
  if (kpa === null || kpa === undefined || Number.isNaN(kpa)) return null;
  return kpa <= READING_RULES.staticPressure.limit ? 'pass' : 'fail';
}

/** 50 °C or less passes. */
export function gradeHotWater(celsius: number | null | undefined): PassFail | null {
  if (celsius === null || celsius === undefined || Number.isNaN(celsius)) return null;
  return celsius <= READING_RULES.hotWater.limit ? 'pass' : 'fail';
}

/** docs/product.md#check-status: completed once saved with plumber name, inspection date and signature. */
export function checkStatus(check: {
  plumberName?: string | null | undefined;
  inspectionDate?: string | null | undefined;
  plumberSignature?: string | null | undefined;
}): 'completed' | 'draft' {
  return check.plumberName?.trim() && check.inspectionDate && check.plumberSignature ? 'completed' : 'draft';
}

/** The two readings: their value, status and override reason fields, and what grades them. */
export const READINGS = [
  { key: 'staticPressure', value: 'staticPressureKpa', status: 'staticPressureStatus', reason: 'staticPressureOverrideReason', grade: gradeStaticPressure },
  { key: 'hotWater', value: 'temperatureCelsius', status: 'hotWaterTempStatus', reason: 'hotWaterTempOverrideReason', grade: gradeHotWater },
] as const;
export type ReadingReasonField = (typeof READINGS)[number]['reason'];

/**
 * A reading whose chosen status differs from what its value suggests (docs/product.md#check-status): the
 * plumber's choice stands, but needs a reason. False when either is not recorded.
 */
export function isOverride(
  value: number | null | undefined,
  status: PassFail | null | undefined,
  grade: (v: number | null | undefined) => PassFail | null,
): boolean {
  const suggested = grade(value);
  return Boolean(status && suggested && status !== suggested);
}

/** "Pass", "Fail", or "Pass (override: reason)" when the status overrides the reading. */
export function statusWithOverride(status: PassFail, reason: string | null | undefined): string {
  const word = status === 'pass' ? 'Pass' : 'Fail';
  return reason ? `${word} (override: ${reason})` : word;
}
