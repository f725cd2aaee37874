import { describe, expect, it } from 'vitest';
import type { LicenceRow } from '../../../core/contracts/profile';
import { csvCell, licencesCsv } from './licences-csv';

const row: LicenceRow = {
  userId: 1,
  name: 'Sam "Sparky" Taylor',
  email: 'sam@example.com',
  role: 'Plumber',
  credentialType: 'Valid plumbing license number',
  licenceNumber: '=HYPERLINK("x")',
  expiryDate: '2027-03-05',
  status: 'expiring',
  daysLeft: 30,
  required: true,
};

describe('licence register CSV', () => {
  it('quotes, defuses formulas and writes dates the Australian way', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('+61 400')).toBe("'+61 400");
    expect(csvCell(null)).toBe('');
    const [header, line] = licencesCsv([row]).trim().split('\r\n');
    expect(header).toBe('Name,Email,Role,Credential,Licence number,Expiry date,Days left,Status');
    expect(line).toBe('"Sam ""Sparky"" Taylor",sam@example.com,Plumber,Valid plumbing license number,"\'=HYPERLINK(""x"")",05/03/2027,30,Expiring');
  });
});
