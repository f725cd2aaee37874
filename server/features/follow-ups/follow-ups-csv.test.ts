import { describe, expect, it } from 'vitest';
import { csvField } from './follow-ups-csv';

describe('csvField', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('+61 4')).toBe("'+61 4");
    expect(csvField('=A1,"x"')).toBe(`"'=A1,""x"""`);
    expect(csvField(null)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
  });
});
