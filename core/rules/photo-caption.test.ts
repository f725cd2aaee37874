import { describe, expect, it } from 'vitest';
import { photoCaption } from './photo-caption';

describe('photo caption on the documents (issue 19 item 6)', () => {
  it('prints the caption instead of "Inspection photo", with the capture time on the company calendar', () => {
    expect(
      photoCaption({ caption: 'Kinked braided hose', description: 'Inspection photo', takenAt: '2026-03-05T03:22:10.000Z' }, 'Australia/Melbourne'),
    ).toEqual({
      text: 'Kinked braided hose',
      taken: 'Taken 05 March 2026, 2:22 pm',
    });
    expect(photoCaption({ caption: null, description: 'Inspection photo', takenAt: null }, 'Australia/Perth')).toEqual({
      text: 'Inspection photo',
      taken: null,
    });
    expect(photoCaption({ caption: '  ', description: 'Gauge', takenAt: '2026-03-04T23:00:00.000Z' }, 'Australia/Perth').taken).toBe(
      'Taken 05 March 2026, 7:00 am',
    );
  });

  it('prints a caption typed with line breaks as one line of words, on the page and in the PDF alike', () => {
    expect(photoCaption({ caption: 'Hose\n\n\nbehind   the\tvanity', description: 'Inspection photo' }, 'Australia/Melbourne').text).toBe(
      'Hose behind the vanity',
    );
  });
});
