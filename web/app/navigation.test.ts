import { describe, expect, it } from 'vitest';
import { activeItem, devicesApart, groupShown, NAV_GROUPS } from './navigation';

const [flood, employees] = NAV_GROUPS as [(typeof NAV_GROUPS)[number], (typeof NAV_GROUPS)[number]];
const label = (pathname: string, search = '') => activeItem(flood.items, pathname, search)?.label;

describe('the sidebar', () => {
  it('highlights one flood prevention item at a time', () => {
    expect(label('/flood-prevention')).toBe('Inspection Form');
    expect(label('/flood-prevention', '?tab=current')).toBe('Inspection Form');
    expect(label('/flood-prevention', '?tab=existing')).toBe('Client Reports');
    expect(label('/flood-prevention', '?tab=existing&documents=certificates')).toBe('Compliance Certificates');
    expect(label('/client-report/12')).toBe('Client Reports');
    expect(label('/compliance-certificate/12')).toBe('Compliance Certificates');
    expect(label('/training')).toBeUndefined();
    expect(new Set(flood.items.map((i) => i.to)).size).toBe(flood.items.length);
  });

  it('shows the Employee Management group only to those who manage employees; others keep their devices apart', () => {
    for (const role of ['Plumber', 'Apprentice', 'Office Staff'] as const) {
      expect(groupShown(employees, { role })).toBe(false);
      expect(devicesApart({ role })).toBe(true);
    }
    for (const role of ['Owner', 'Management'] as const) {
      expect(groupShown(employees, { role })).toBe(true);
      expect(devicesApart({ role })).toBe(false);
    }
  });
});
