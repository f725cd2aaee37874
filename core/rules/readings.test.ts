import { describe, expect, it } from 'vitest';
import { capitaliseWords } from './capitalise';
import { checkStatus, gradeHotWater, gradeStaticPressure, isOverride, statusWithOverride } from './readings';

describe('reading grades (spec part 2 §9)', () => {
  it('passes static pressure up to and including 500 kPa', () => {
    expect(gradeStaticPressure(499.9)).toBe('pass');
    expect(gradeStaticPressure(500)).toBe('pass');
    expect(gradeStaticPressure(500.1)).toBe('fail');
    expect(gradeStaticPressure(0)).toBe('pass');
    expect(gradeStaticPressure(null)).toBeNull();
    expect(gradeStaticPressure(Number.NaN)).toBeNull();
  });
  it('passes hot water at 50 °C or less', () => {
    expect(gradeHotWater(50)).toBe('pass');
    expect(gradeHotWater(50.1)).toBe('fail');
    expect(gradeHotWater(undefined)).toBeNull();
  });
});

describe('overrides (DECISIONS §7)', () => {
  it('is an override only when both are recorded and differ', () => {
    expect(isOverride(650, 'pass', gradeStaticPressure)).toBe(true);
    expect(isOverride(650, 'fail', gradeStaticPressure)).toBe(false);
    expect(isOverride(null, 'pass', gradeStaticPressure)).toBe(false);
    expect(isOverride(45, null, gradeHotWater)).toBe(false);
    expect(isOverride(45, 'fail', gradeHotWater)).toBe(true);
  });
  it('shows the reason beside the status', () => {
    expect(statusWithOverride('pass', 'Gauge re-checked at 480 kPa')).toBe('Pass (override: Gauge re-checked at 480 kPa)');
    expect(statusWithOverride('fail', null)).toBe('Fail');
  });
});

describe('check status (DECISIONS §7)', () => {
  const sig = 'data:image/png;base64,AAAA';
  it('is completed only with plumber name, inspection date and signature', () => {
    expect(checkStatus({ plumberName: 'Sam Taylor', inspectionDate: '2026-11-20', plumberSignature: sig })).toBe('completed');
    expect(checkStatus({ plumberName: '  ', inspectionDate: '2026-11-20', plumberSignature: sig })).toBe('draft');
    expect(checkStatus({ plumberName: 'Sam Taylor', inspectionDate: '', plumberSignature: sig })).toBe('draft');
    expect(checkStatus({ plumberName: 'Sam Taylor', inspectionDate: '2026-11-20', plumberSignature: null })).toBe('draft');
  });
});

describe('auto-capitalisation of client and address fields', () => {
  it('upper-cases the first letter of each word and lower-cases the rest', () => {
    expect(capitaliseWords('mARGARET chen')).toBe('Margaret Chen');
    expect(capitaliseWords('st kilda road')).toBe('St Kilda Road');
    expect(capitaliseWords("o'brien-SMITH")).toBe("O'Brien-Smith");
  });
});
