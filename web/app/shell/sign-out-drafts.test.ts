import { describe, expect, it } from 'vitest';
import { signOutDrafts, unsentPhotosQuestion } from './sign-out-drafts';

describe('signOutDrafts', () => {
  it('clears a draft whose photos have all been sent, and a draft without photos', () => {
    expect(signOutDrafts(true, ['uploaded', 'uploaded'])).toEqual({ kind: 'clear' });
    expect(signOutDrafts(true, [])).toEqual({ kind: 'clear' });
    expect(signOutDrafts(false, ['uploaded'])).toEqual({ kind: 'clear' });
  });

  it('asks when any photo is not on the server yet, counting every one', () => {
    expect(signOutDrafts(true, ['uploaded', 'queued', 'failed', 'uploading', 'temp'])).toEqual({ kind: 'ask', unsent: 4 });
    expect(signOutDrafts(false, ['queued'])).toEqual({ kind: 'ask', unsent: 1 });
  });

  it('does nothing on a device without drafts', () => {
    expect(signOutDrafts(false, [])).toEqual({ kind: 'nothing' });
  });

  it('asks in the product’s words', () => {
    expect(unsentPhotosQuestion(3)).toBe("3 photos haven't been sent yet. Sign out and keep them on this device?");
    expect(unsentPhotosQuestion(1)).toBe("1 photo hasn't been sent yet. Sign out and keep it on this device?");
  });
});
