import { describe, expect, it } from 'vitest';
import type { CheckEventRecord } from '../../../core/contracts/certificates';
import { describeEvent } from './check-event-words';

const event = (type: CheckEventRecord['type'], details: Record<string, unknown>): CheckEventRecord => ({
  id: 1,
  type,
  at: '2026-11-26T00:00:00Z',
  actorName: 'Jamie',
  details,
});

describe('the history in words (docs/product.md#history)', () => {
  it('names changed fields as the form labels them, and photos by their section', () => {
    expect(describeEvent(event('updated', { fields: ['staticPressureKpa', 'bathroom1Notes', 'kitchenMixerTapHoses'] }))).toBe(
      'Check updated: Static pressure, Bathroom 1 notes, Kitchen mixer tap hoses',
    );
    expect(describeEvent(event('updated', { fields: [] }))).toBe('Check saved with no changes');
    expect(describeEvent(event('photo_added', { section: 'bathroom1', description: 'Inspection photo' }))).toBe('Photo added: Bathroom 1');
    expect(describeEvent(event('photo_deleted', { section: 'kitchen', description: 'Under the sink' }))).toBe('Photo deleted: Kitchen (Under the sink)');
    expect(describeEvent(event('caption_changed', { section: 'static-pressure', caption: 'Gauge at the meter' }))).toBe(
      'Photo caption in Static pressure changed to "Gauge at the meter"',
    );
    expect(describeEvent(event('caption_changed', { section: 'laundry', caption: null }))).toBe('Photo caption in Laundry removed');
  });
});
