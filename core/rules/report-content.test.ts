import { describe, expect, it } from 'vitest';
import { formatCalendarLong, formatInstantLong } from './document-dates';
import {
  applianceFindings,
  areaFindings,
  attentionFindings,
  attentionItems,
  documentReference,
  inspectedSummary,
  judgementLine,
  photosBySection,
  readingFindings,
} from './report-content';

describe('report content', () => {
  it('gives each reading its standard, and the fix only when it failed', () => {
    const [pressure, hot] = readingFindings({ staticPressureKpa: 620, staticPressureStatus: 'fail', temperatureCelsius: 48, hotWaterTempStatus: 'pass' });
    expect(pressure).toMatchObject({ reading: '620 kPa', status: 'fail', standard: 'AS/NZS 3500.1', fix: 'Install a pressure limiting valve' });
    expect(hot).toMatchObject({ reading: '48 °C', status: 'pass', standard: 'AS/NZS 3500.4', fix: null });
    expect(readingFindings({})[0]).toMatchObject({ reading: null, status: null, fix: null });
  });

  it('reports an area only when applicable and with at least one condition', () => {
    const areas = areaFindings({
      bathroom1InspectionStatus: 'applicable',
      bathroom1TapExtensionHoses: 'amber',
      bathroom2InspectionStatus: 'na',
      bathroom2MixerTapHoses: 'red',
      bathroom3InspectionStatus: 'applicable',
      kitchenMixerTapHoses: 'green',
    });
    expect(areas).toEqual([
      { key: 'bathroom1', label: 'Bathroom 1', items: [{ label: 'Tap extension hoses', field: 'bathroom1TapExtensionHoses', condition: 'amber' }], note: null },
    ]);
  });

  it('reports applicable appliances with a condition, and summarises them', () => {
    const check = {
      washingMachineHosesStatus: 'applicable',
      washingMachineHoses: 'red',
      dishwasherHoseStatus: 'na',
      dishwasherHose: 'green',
      fridgeFlexiTubingStatus: 'applicable',
    };
    expect(applianceFindings(check)).toEqual([{ key: 'washingMachineHoses', label: 'Washing machine hoses', condition: 'red', note: null }]);
    expect(inspectedSummary(check)).toEqual({ areas: 'none recorded', appliances: 'Washing machine hoses (Red)' });
  });

  it('keeps an applicable area or appliance with notes but no grade, so no note is dropped', () => {
    const check = {
      kitchenInspectionStatus: 'applicable',
      kitchenNotes: 'Cabinet sealed',
      laundryInspectionStatus: 'applicable',
      laundryNotes: '   ',
      fridgeFlexiTubingStatus: 'applicable',
      fridgeFlexiTubingNotes: 'Integrated fridge, not accessible',
      dishwasherHoseStatus: 'na',
      dishwasherHoseNotes: 'Left from before it was marked N/A',
    };
    expect(areaFindings(check)).toEqual([{ key: 'kitchen', label: 'Kitchen', items: [], note: 'Cabinet sealed' }]);
    expect(applianceFindings(check)).toEqual([
      { key: 'fridgeFlexiTubing', label: 'Fridge flexi tubing', condition: null, note: 'Integrated fridge, not accessible' },
    ]);
    expect(inspectedSummary(check)).toEqual({
      areas: 'Kitchen (not graded; notes: Cabinet sealed)',
      appliances: 'Fridge flexi tubing (not graded; notes: Integrated fridge, not accessible)',
    });
    // Not graded is not a finding that needs attention.
    expect(attentionFindings(check, { includeOrange: true })).toEqual([]);
  });

  it('names each reading passed against what it suggests, and only those (docs/product.md#certificates)', () => {
    expect(judgementLine({ staticPressureKpa: 650, staticPressureStatus: 'pass', staticPressureOverrideReason: 'Re-read: 480 kPa' })).toBe(
      "Passed on the inspector's judgement: Static water pressure 650 kPa (override: Re-read: 480 kPa)",
    );
    // Saved before reasons were required: the line still shows, and says so.
    expect(judgementLine({ temperatureCelsius: 55, hotWaterTempStatus: 'pass' })).toBe(
      "Passed on the inspector's judgement: Hot water temperature 55 °C (override: no reason recorded)",
    );
    expect(judgementLine({ staticPressureKpa: 500, staticPressureStatus: 'pass', temperatureCelsius: 50, hotWaterTempStatus: 'pass' })).toBeNull();
    expect(judgementLine({ staticPressureKpa: 480, staticPressureStatus: 'fail', staticPressureOverrideReason: 'Needle unsteady' })).toBeNull();
  });

  it('keys each finding needing attention, with Orange only when asked (docs/product.md#follow-ups)', () => {
    const check = {
      staticPressureKpa: 620,
      staticPressureStatus: 'fail',
      staticPressureNotes: 'Gauge at the meter',
      hotWaterTempStatus: 'pass',
      kitchenInspectionStatus: 'applicable',
      kitchenMixerTapHoses: 'red',
      kitchenTapExtensionHoses: 'amber',
      kitchenNotes: 'Braid rusted',
      dishwasherHoseStatus: 'applicable',
      dishwasherHose: 'amber',
    } as const;
    expect(attentionFindings(check).map((f) => [f.key, f.section, f.item, f.severity, f.note])).toEqual([
      ['static-pressure', 'static-pressure', 'Static water pressure', 'fail', 'Gauge at the meter'],
      ['kitchenMixerTapHoses', 'kitchen', 'Kitchen mixer tap hoses', 'red', 'Braid rusted'],
    ]);
    expect(attentionFindings(check, { includeOrange: true }).map((f) => f.key)).toEqual([
      'static-pressure',
      'kitchenMixerTapHoses',
      'kitchenTapExtensionHoses',
      'dishwasherHose',
    ]);
    expect(attentionItems(check)).toEqual(['Static water pressure: 620 kPa (fail)', 'Kitchen mixer tap hoses: Red']);
  });

  it('groups photos by section in report order and drops unknown sections', () => {
    const map = photosBySection([{ section: 'kitchen' }, { section: 'static-pressure' }, { section: 'garage' }, { section: 'kitchen' }]);
    expect([...map.keys()]).toEqual(['static-pressure', 'kitchen']);
    expect(map.get('kitchen')).toHaveLength(2);
  });

  it('formats document dates as dd MMMM yyyy on the company calendar', () => {
    expect(formatCalendarLong('2026-03-05')).toBe('05 March 2026');
    // 14:30 UTC on 31 Dec is already 1 January in Melbourne.
    expect(formatInstantLong(new Date('2026-12-31T14:30:00Z'), 'Australia/Melbourne')).toBe('01 January 2027');
    expect(documentReference({ id: 42, initialJobNumber: 'HP-1' })).toBe('HP-1-00042');
  });
});
