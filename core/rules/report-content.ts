import {
  APPLIANCES,
  AREAS,
  HOSE_CONDITION_LABELS,
  HOSE_CONDITIONS,
  notesField,
  PHOTO_SECTIONS,
  type AreaDefinition,
  type HoseCondition,
} from '../contracts/flood-check';
import type { PassFail } from '../contracts/flood-check-fields';
import { gradeHotWater, gradeStaticPressure, isOverride, READING_RULES, statusWithOverride } from './readings';

/**
 * The findings of a check: what its readings, areas and appliances say. The document models
 * (client-report-model.ts, certificate-model.ts) are made of them.
 */
type CheckFields = Record<string, unknown> & {
  staticPressureKpa?: number | null | undefined;
  temperatureCelsius?: number | null | undefined;
  staticPressureStatus?: PassFail | null | undefined;
  hotWaterTempStatus?: PassFail | null | undefined;
  staticPressureOverrideReason?: string | null | undefined;
  hotWaterTempOverrideReason?: string | null | undefined;
  staticPressureNotes?: string | null | undefined;
  hotWaterTempNotes?: string | null | undefined;
};

export interface ReadingFinding {
  key: 'static-pressure' | 'hot-water-temp';
  title: string;
  /** '450 kPa', or null when not recorded. */
  reading: string | null;
  status: PassFail | null;
  rule: string;
  standard: string;
  /** The recommended fix, only when the reading failed. */
  fix: string | null;
  /** "Pass (override: reason)" when the status differs from what the reading suggests; null otherwise. */
  override: string | null;
  /** The reason recorded for that override (or "no reason recorded"); null when the status follows the reading. */
  overrideReason: string | null;
  /** The plumber's notes on the reading, or null. */
  note: string | null;
}

export interface ConditionItem {
  label: string;
  condition: HoseCondition;
}

export interface AreaFinding {
  key: AreaDefinition['key'];
  label: string;
  /** Each hose with its field ('kitchenMixerTapHoses'). */
  items: Array<ConditionItem & { field: string }>;
  note: string | null;
}

/** A note the plumber wrote, or null for none (or only spaces). */
function present(note: unknown): string | null {
  return typeof note === 'string' && note.trim() ? note : null;
}

/** The plumber's notes on an area or appliance ('kitchenNotes'), or null. */
function noteOf(check: CheckFields, key: string): string | null {
  return present(check[notesField(key)]);
}

/** The reason of a reading's override: only when its status differs from the reading. */
function overrideReason(
  value: number | null | undefined,
  status: PassFail | null,
  reason: string | null | undefined,
  grade: typeof gradeHotWater,
): string | null {
  return status && isOverride(value, status, grade) ? reason || 'no reason recorded' : null;
}

function isCondition(value: unknown): value is HoseCondition {
  return typeof value === 'string' && (HOSE_CONDITIONS as readonly string[]).includes(value);
}

function formatReading(value: number | null | undefined, unit: string): string | null {
  return value === null || value === undefined || Number.isNaN(value) ? null : `${value} ${unit}`;
}

/** Section 1: static pressure and hot water, each with its standard and (when failed) the fix. */
export function readingFindings(check: CheckFields): ReadingFinding[] {
  const p = READING_RULES.staticPressure;
  const h = READING_RULES.hotWater;
  const pressureStatus = check.staticPressureStatus ?? null;
  const hotStatus = check.hotWaterTempStatus ?? null;
  const pressureReason = overrideReason(check.staticPressureKpa, pressureStatus, check.staticPressureOverrideReason, gradeStaticPressure);
  const hotReason = overrideReason(check.temperatureCelsius, hotStatus, check.hotWaterTempOverrideReason, gradeHotWater);
  return [
    {
      key: 'static-pressure',
      title: 'Static water pressure',
      reading: formatReading(check.staticPressureKpa, p.unit),
      status: pressureStatus,
      rule: p.rule,
      standard: p.standard,
      fix: pressureStatus === 'fail' ? p.fix : null,
      override: pressureStatus && pressureReason ? statusWithOverride(pressureStatus, pressureReason) : null,
      overrideReason: pressureReason,
      note: present(check.staticPressureNotes),
    },
    {
      key: 'hot-water-temp',
      title: 'Hot water temperature',
      reading: formatReading(check.temperatureCelsius, h.unit),
      status: hotStatus,
      rule: h.rule,
      standard: h.standard,
      fix: hotStatus === 'fail' ? h.fix : null,
      override: hotStatus && hotReason ? statusWithOverride(hotStatus, hotReason) : null,
      overrideReason: hotReason,
      note: present(check.hotWaterTempNotes),
    },
  ];
}

/** Section 2.1: an area is reported only when applicable and at least one hose has a condition (docs/product.md#documents), or it has notes. */
export function areaFindings(check: CheckFields): AreaFinding[] {
  return AREAS.flatMap((area) => {
    if (check[area.statusField] !== 'applicable') return [];
    const items = area.hoses.flatMap((h) => {
      const condition = check[h.field];
      return isCondition(condition) ? [{ label: h.label, field: h.field, condition }] : [];
    });
    const note = noteOf(check, area.key);
    return items.length || note ? [{ key: area.key, label: area.label, items, note }] : [];
  });
}

/** An appliance as reported: its condition, or null when the plumber left a note but no grade. */
export interface ApplianceFinding {
  key: (typeof APPLIANCES)[number]['key'];
  label: string;
  condition: HoseCondition | null;
  note: string | null;
}

/**
 * Section 2.2: appliances that are applicable and have a condition or notes. The form offers
 * the notes box once an appliance is applicable, so "not accessible" with no grade is shown,
 * never dropped (docs/product.md#documents).
 */
export function applianceFindings(check: CheckFields): ApplianceFinding[] {
  return APPLIANCES.flatMap((a) => {
    if (check[a.statusField] !== 'applicable') return [];
    const condition = check[a.conditionField];
    const note = noteOf(check, a.key);
    return isCondition(condition) || note ? [{ key: a.key, label: a.label, condition: isCondition(condition) ? condition : null, note }] : [];
  });
}

/** Photos grouped by section in the report's order; unknown sections are dropped. */
export function photosBySection<P extends { section: string }>(photos: readonly P[]): Map<keyof typeof PHOTO_SECTIONS, P[]> {
  const out = new Map<keyof typeof PHOTO_SECTIONS, P[]>();
  for (const key of Object.keys(PHOTO_SECTIONS) as Array<keyof typeof PHOTO_SECTIONS>) {
    const list = photos.filter((p) => p.section === key);
    if (list.length) out.set(key, list);
  }
  return out;
}

/** The reference printed in document footers: job number and check id, e.g. 'HP-20417-00042'. */
export function documentReference(check: { id: number; initialJobNumber: string }): string {
  return `${check.initialJobNumber}-${String(check.id).padStart(5, '0')}`;
}

/** What the reports print for an applicable item the plumber did not grade. */
export const NOT_GRADED = 'Not graded';

/** What the certificate says of a graded (or ungraded) item, with the plumber's notes: 'Red; notes: braid rusted'. */
function summaryDetail(grades: string | null, note: string | null): string {
  return [grades ?? NOT_GRADED.toLowerCase(), note && `notes: ${note}`].filter(Boolean).join('; ');
}

/**
 * The certificate's one-line summaries of what was inspected: every reported area and
 * appliance, graded or not, with the plumber's notes, so no note is lost from the certificate.
 */
export function inspectedSummary(check: CheckFields): { areas: string; appliances: string } {
  const areas = areaFindings(check).map((a) => {
    const grades = a.items.length ? a.items.map((i) => `${i.label.toLowerCase()} ${HOSE_CONDITION_LABELS[i.condition]}`).join(', ') : null;
    return `${a.label} (${summaryDetail(grades, a.note)})`;
  });
  const appliances = applianceFindings(check).map((a) => `${a.label} (${summaryDetail(a.condition && HOSE_CONDITION_LABELS[a.condition], a.note)})`);
  return { areas: areas.join('; ') || 'none recorded', appliances: appliances.join('; ') || 'none recorded' };
}

/**
 * One finding that needs attention: a failed reading, or a hose or appliance in Red (Orange
 * too when asked). `key` names the finding within its check and stays the same from save to
 * save, so a follow-up is kept per check and key (docs/decisions/0023-follow-ups-keyed-by-finding.md).
 */
export interface AttentionFinding {
  /** 'static-pressure', 'hot-water-temp', a hose field ('bathroom1ToiletConnectorHose') or an appliance key. */
  key: string;
  /** The photo section the finding belongs to (PHOTO_SECTIONS). */
  section: keyof typeof PHOTO_SECTIONS;
  /** 'Bathroom 1 toilet connector hose', 'Static water pressure'. */
  item: string;
  /** 'fail' for a reading, else the condition. */
  severity: 'fail' | 'red' | 'amber';
  /** The certificate's line: 'Bathroom 1 toilet connector hose: Red'. */
  line: string;
  /** The plumber's notes on that reading, area or appliance, or null. */
  note: string | null;
}

/**
 * What needs attention (docs/product.md#certificates): each failed reading and each hose or appliance in Red,
 * so a certificate never reads as a clean bill of health when something failed. With
 * `includeOrange` (the company's follow-up setting, docs/product.md#follow-ups) Orange items too.
 */
export function attentionFindings(check: CheckFields, opts: { includeOrange?: boolean } = {}): AttentionFinding[] {
  const flagged = (c: HoseCondition): c is 'red' | 'amber' => c === 'red' || (c === 'amber' && Boolean(opts.includeOrange));
  const readings = readingFindings(check)
    .filter((r) => r.status === 'fail')
    .map((r): AttentionFinding => ({
      key: r.key,
      section: r.key,
      item: r.title,
      severity: 'fail',
      line: `${r.title}: ${r.reading ?? 'not recorded'} (fail)`,
      note: r.note,
    }));
  const hoses = areaFindings(check).flatMap((a) =>
    a.items.flatMap((i): AttentionFinding[] => {
      if (!flagged(i.condition)) return [];
      const item = `${a.label} ${i.label.toLowerCase()}`;
      return [{ key: i.field, section: a.key, item, severity: i.condition, line: `${item}: ${HOSE_CONDITION_LABELS[i.condition]}`, note: a.note }];
    }),
  );
  const appliances = applianceFindings(check).flatMap((a): AttentionFinding[] =>
    a.condition && flagged(a.condition)
      ? [{ key: a.key, section: a.key, item: a.label, severity: a.condition, line: `${a.label}: ${HOSE_CONDITION_LABELS[a.condition]}`, note: a.note }]
      : [],
  );
  return [...readings, ...hoses, ...appliances];
}

/** The certificate's lines of what needs attention (Red and failed only). */
export function attentionItems(check: CheckFields): string[] {
  return attentionFindings(check).map((f) => f.line);
}

/** The certificate's plain statement of its outcome: "All items inspected passed" or "N items need attention". */
export function outcomeHeadline(attention: readonly string[]): string {
  if (!attention.length) return 'All items inspected passed';
  return `${attention.length} ${attention.length === 1 ? 'item needs' : 'items need'} attention`;
}

/**
 * The line under the outcome naming each reading passed against what it suggests
 * (docs/product.md#certificates): the plumber's judgement stands, but the certificate never
 * hides it behind "All items inspected passed". Null when there is none.
 */
export function judgementLine(check: CheckFields): string | null {
  const passes = readingFindings(check).filter((r) => r.status === 'pass' && r.overrideReason);
  if (!passes.length) return null;
  return `Passed on the inspector's judgement: ${passes.map((r) => `${r.title} ${r.reading ?? 'not recorded'} (override: ${r.overrideReason})`).join('; ')}`;
}
