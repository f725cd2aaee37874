import { describe, expect, it } from 'vitest';
import { matchesTrainingFilter, toggleTrainingFilter, trainingPercent, trainingStatus } from './training';

describe('training rules', () => {
  it('matches the flood filter on Flood, Price or Mastery in the title', () => {
    expect(matchesTrainingFilter('Flood Risk Photos and Evidence', 'flood')).toBe(true);
    expect(matchesTrainingFilter('Price Presentation and Upfront Pricing', 'flood')).toBe(true);
    expect(matchesTrainingFilter('Quote Follow-Up Mastery', 'flood')).toBe(true);
    expect(matchesTrainingFilter('Apprentice Safety Induction', 'flood')).toBe(false);
  });

  it('matches the presentation filter on Presentation, Communication or Professional', () => {
    expect(matchesTrainingFilter('Professional Phone Etiquette', 'presentation')).toBe(true);
    expect(matchesTrainingFilter('Client Communication: Listening', 'presentation')).toBe(true);
    expect(matchesTrainingFilter('Price Presentation and Upfront Pricing', 'presentation')).toBe(true);
    expect(matchesTrainingFilter('Gas Safety Essentials', 'presentation')).toBe(false);
    expect(matchesTrainingFilter('Gas Safety Essentials', 'all')).toBe(true);
  });

  it('toggles a section card, and clicking the active one returns to all', () => {
    expect(toggleTrainingFilter('all', 'flood')).toBe('flood');
    expect(toggleTrainingFilter('flood', 'presentation')).toBe('presentation');
    expect(toggleTrainingFilter('presentation', 'presentation')).toBe('all');
  });

  it('rounds the completion percentage and is 0 with nothing to complete', () => {
    expect(trainingPercent(1, 3)).toBe(33);
    expect(trainingPercent(2, 3)).toBe(67);
    expect(trainingPercent(0, 0)).toBe(0);
  });

  it('says Not started for a module never begun, In Progress only once begun', () => {
    expect(trainingStatus({ completed: false, progress: 0 })).toBe('Not started');
    expect(trainingStatus({ completed: false, progress: 40 })).toBe('In Progress');
    expect(trainingStatus({ completed: true, progress: 100 })).toBe('Completed');
  });
});
