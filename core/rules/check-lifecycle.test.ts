import { describe, expect, it } from 'vitest';
import { checkLifecycle, CHECK_LIFECYCLE_LABELS } from './check-lifecycle';

describe('check lifecycle (issue 19)', () => {
  it('puts an issued certificate first, then a void one, then the saved status', () => {
    expect(checkLifecycle({ status: 'completed', certificateIssued: true, certificateVoided: true })).toBe('issued');
    expect(checkLifecycle({ status: 'completed', certificateIssued: false, certificateVoided: true })).toBe('void');
    expect(checkLifecycle({ status: 'completed', certificateIssued: false })).toBe('completed');
    expect(checkLifecycle({ status: 'draft', certificateIssued: false, certificateVoided: null })).toBe('draft');
  });
  it('labels each status as the Existing list shows it', () => {
    expect(Object.values(CHECK_LIFECYCLE_LABELS)).toEqual(['Draft', 'Completed', 'Certificate issued', 'Certificate void']);
  });
});
