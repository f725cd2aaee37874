// TEMPORARY STUB
export interface GuidelineSeed { slug: string; title: string; category: 'hr' | 'security' | 'development' | 'policy' | 'benefits' | 'compliance'; content: string; version: string; department: string; }
export const GUIDELINES: readonly GuidelineSeed[] = [];
