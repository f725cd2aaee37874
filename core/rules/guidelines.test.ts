import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, filterGuidelines, guidelineCategories } from './guidelines';

const list = [
  { title: 'Leave and Rostering', content: '<p>Apply for <strong>annual leave</strong> two weeks ahead.</p>', category: 'hr' },
  { title: 'Gas Work', content: '<p>Follow AS/NZS 5601 &amp; ESV rules.</p>', category: 'compliance' },
  { title: 'Customer Data', content: '<p>Never share a customer&#39;s address.</p>', category: 'security' },
];

describe('guideline filters', () => {
  it('searches title and visible content case-insensitively', () => {
    expect(filterGuidelines(list, 'GAS', ALL_CATEGORIES).map((g) => g.title)).toEqual(['Gas Work']);
    expect(filterGuidelines(list, 'annual LEAVE', ALL_CATEGORIES).map((g) => g.title)).toEqual(['Leave and Rostering']);
    expect(filterGuidelines(list, '5601 & esv', ALL_CATEGORIES)).toHaveLength(1);
    expect(filterGuidelines(list, "customer's", ALL_CATEGORIES)).toHaveLength(1);
  });

  it('does not match the markup itself', () => {
    expect(filterGuidelines(list, 'strong', ALL_CATEGORIES)).toEqual([]);
  });

  it('limits to one category, and an empty search keeps everything in it', () => {
    expect(filterGuidelines(list, '', 'security').map((g) => g.category)).toEqual(['security']);
    expect(filterGuidelines(list, 'gas', 'hr')).toEqual([]);
    expect(filterGuidelines(list, '  ', ALL_CATEGORIES)).toHaveLength(3);
  });

  it('offers the distinct categories found in the data', () => {
    expect(guidelineCategories([...list, { title: 'x', content: '', category: 'hr' }])).toEqual(['hr', 'compliance', 'security']);
  });
});
