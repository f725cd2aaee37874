import { formatInstantLong } from './document-dates';
import { dateTimeFormat } from './zoned-format';

/** The words under a photo before the plumber captions it (the upload's default description). */
export const DEFAULT_PHOTO_CAPTION = 'Inspection photo';

/** "2:22 pm" on the company's clock. */
function timeOfDay(at: Date, timeZone: string): string {
  return dateTimeFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(at).replace(/\s+/g, ' ');
}

/**
 * What the documents print under a photo: the plumber's caption (else the upload's
 * description, "Inspection photo") and when it was taken, on the company's calendar.
 */
export function photoCaption(
  photo: { caption?: string | null; description: string; takenAt?: string | null },
  timeZone: string,
): { text: string; taken: string | null } {
  // One line of words: breaks typed into a caption would print as extra lines in the PDF but not on the page.
  const text = (photo.caption?.trim() || photo.description || DEFAULT_PHOTO_CAPTION).replace(/\s+/g, ' ');
  const at = photo.takenAt ? new Date(photo.takenAt) : null;
  const taken = at && !Number.isNaN(at.getTime()) ? `Taken ${formatInstantLong(at, timeZone)}, ${timeOfDay(at, timeZone)}` : null;
  return { text, taken };
}
