import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

/** Administrative actions recorded in the audit trail (who, what, whom, when). */
export type AuditAction =
  | 'registration_completed'
  | 'settings_changed'
  | 'access_code_rotated'
  | 'owner_pin_changed'
  | 'pin_generated'
  | 'pin_regenerated'
  | 'employee_removed'
  | 'device_deactivated'
  | 'access_key_generated'
  | 'access_key_revoked'
  | 'session_ended'
  | 'content_changed'
  | 'certificate_issued'
  | 'assessment_reviewed'
  | 'role_changed'
  | 'employee_reinstated'
  | 'password_changed'
  | 'password_reset_requested'
  | 'password_reset_link_made'
  | 'password_reset_completed'
  | 'profile_updated'
  | 'certificate_voided';

export async function audit(
  db: DbOrTx,
  entry: { actorId: number | null; action: AuditAction; targetUserId?: number | null; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    details: entry.details ?? {},
  });
}
