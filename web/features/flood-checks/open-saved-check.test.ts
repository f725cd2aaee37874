import { beforeEach, describe, expect, it, vi } from 'vitest';
import { floodCheckBody, type FloodCheckRecord, type PhotoRecord } from '../../../core/contracts/flood-check';
import { OfflineError } from '../../lib/api';
import type { Draft, LocalPhoto } from './draft-store';

/** The phone's IndexedDB, in memory. */
const drafts = new Map<string, Draft>();
const photos = new Map<string, LocalPhoto>();
vi.mock('./draft-store', () => ({
  draftOfCheck: async (userId: number, checkId: number) => [...drafts.values()].find((d) => d.userId === userId && d.currentCheckId === checkId) ?? null,
  loadPhotos: async (draftId: string) => [...photos.values()].filter((p) => p.draftId === draftId),
  saveDraft: async (d: Draft) => void drafts.set(d.draftId, d),
  savePhoto: async (p: LocalPhoto) => void photos.set(p.localId, p),
  clearDraft: async (draftId: string) => {
    drafts.delete(draftId);
    for (const [id, p] of photos) if (p.draftId === draftId) photos.delete(id);
  },
}));
vi.mock('./use-check-draft', () => ({ leavingSavesDone: async () => undefined, newDraftId: () => 'fresh-draft' }));
const notify = vi.hoisted(() => ({ info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ notify }));
/** The server: the check and its photos as they are now, or no network at all. */
let server: { record: FloodCheckRecord; photos: PhotoRecord[] } | 'offline';
vi.mock('../../lib/api', async (original) => ({
  ...(await original<object>()),
  apiRequest: async (_method: string, url: string) => {
    if (server === 'offline') throw new OfflineError();
    return url.endsWith('/photos') ? server.photos : server.record;
  },
}));

const { hasUnsentChanges, openSavedCheck } = await import('./open-saved-check');
const { keptOfBody, keptValues, recordToForm } = await import('./check-values');

const saved = (change: Partial<FloodCheckRecord> = {}): FloodCheckRecord =>
  ({
    id: 5,
    userId: 7,
    clientName: 'Quentin Aldridge',
    streetNumber: '7',
    streetName: 'Banksia',
    streetType: 'Court',
    suburb: 'Brunswick',
    postcode: '3056',
    state: 'VIC',
    initialJobNumber: 'HP-30991',
    clientEmail: 'quentin@example.com',
    staticPressureKpa: 520,
    staticPressureStatus: 'fail',
    temperatureCelsius: 48,
    hotWaterTempStatus: 'pass',
    plumberName: 'Jamie Nguyen',
    inspectionDate: '2026-03-05',
    status: 'draft',
    certificateIssued: false,
    certificateIssuedAt: null,
    completedAt: null,
    createdAt: '2026-03-05T01:00:00.000Z',
    updatedAt: '2026-03-05T01:00:00.000Z',
    createdByName: 'Jamie Nguyen',
    ...change,
  }) as FloodCheckRecord;

const draft = (formData: Draft['formData'], extra: Partial<Draft> = {}): Draft => ({
  draftId: 'phone-draft',
  userId: 7,
  formData,
  timestamp: 1,
  activeTab: 'new',
  currentCheckId: 5,
  ...extra,
});

const photo = (state: LocalPhoto['state']): LocalPhoto =>
  ({ localId: `p-${state}`, draftId: 'phone-draft', userId: 7, section: 'bathroom1', state, blob: null, server: null, createdAt: 1 }) as LocalPhoto;

describe('hasUnsentChanges', () => {
  const before = saved();
  const managementEdited = saved({ clientName: 'Quentin Aldridge-Smith', updatedAt: '2026-03-06T01:00:00.000Z' });

  it('finds nothing unsent in a draft that is still what the phone loaded or saved, though the server changed since', () => {
    expect(hasUnsentChanges(draft(recordToForm(before), { savedRecord: before }), [], managementEdited)).toBe(false);
    // The form's text and the server's values are the same check: 520.0 is 520, a dropped reason is no change.
    const typed = { ...recordToForm(before), staticPressureKpa: '520.0', hotWaterTempOverrideReason: 'Left over from an override', localAppSetStatuses: 'x' };
    expect(hasUnsentChanges(draft(typed, { savedRecord: before }), [], managementEdited)).toBe(false);
    // A draft of before the phone kept the record: nothing to lose when it matches the server.
    expect(hasUnsentChanges(draft(recordToForm(before)), [], before)).toBe(false);
  });

  it('finds a form changed on the phone since it was loaded or saved', () => {
    const edited = { ...recordToForm(before), suburb: 'Coburg' };
    expect(hasUnsentChanges(draft(edited, { savedRecord: before }), [], before)).toBe(true);
    expect(hasUnsentChanges(draft(edited, { savedRecord: before }), [], managementEdited)).toBe(true);
    // Without the record, a draft that differs from the server may hold the plumber's work: it is kept.
    expect(hasUnsentChanges(draft(recordToForm(before)), [], managementEdited)).toBe(true);
  });

  it('finds a send still owed, or a photo not yet on the server', () => {
    const same = draft(recordToForm(before), { savedRecord: before });
    expect(hasUnsentChanges({ ...same, sendWanted: true }, [], before)).toBe(true);
    for (const state of ['temp', 'queued', 'uploading', 'failed'] as const) expect(hasUnsentChanges(same, [photo(state)], before)).toBe(true);
    expect(hasUnsentChanges(same, [photo('uploaded')], before)).toBe(false);
    // A caption typed on the phone that the server has not got (its PATCH failed) is unsent too.
    const captioned = { ...photo('uploaded'), caption: 'Rusted crimp', server: { id: 9, caption: null } as PhotoRecord };
    expect(hasUnsentChanges(same, [captioned], before)).toBe(true);
    expect(hasUnsentChanges(same, [{ ...captioned, server: { id: 9, caption: 'Rusted crimp' } as PhotoRecord }], before)).toBe(false);
  });

  it('finds nothing unsent in a signed draft the phone saved, though the server stores the signature re-encoded', () => {
    const form = { ...recordToForm(before), plumberSignature: 'data:image/png;base64,AAAA' };
    const answer = saved({ plumberSignature: 'data:image/png;base64,BBBB' });
    const sent = keptValues(form);
    expect(hasUnsentChanges(draft(form, { savedRecord: answer, sentValues: sent }), [], answer)).toBe(false);
    expect(hasUnsentChanges(draft({ ...form, suburb: 'Coburg' }, { savedRecord: answer, sentValues: sent }), [], answer)).toBe(true);
  });

  it('keeps what a save sent as the server keeps values, whatever the body or the form looked like', () => {
    const form = { ...recordToForm(before), staticPressureKpa: '520.0', hotWaterTempOverrideReason: 'Left over' };
    expect(keptOfBody(floodCheckBody.parse(form))).toEqual(keptValues(form));
  });
});

describe('openSavedCheck', () => {
  beforeEach(() => {
    drafts.clear();
    photos.clear();
    notify.info.mockClear();
  });

  it("loads the server's copy over a phone draft with nothing unsent, so Management's changes are kept", async () => {
    drafts.set('phone-draft', draft(recordToForm(saved()), { savedRecord: saved() }));
    server = {
      record: saved({ clientName: 'Quentin Aldridge-Smith' }),
      photos: [{ id: 9, section: 'bathroom1', createdAt: '2026-03-05T01:00:00.000Z' } as PhotoRecord],
    };
    expect(await openSavedCheck(7, 5)).toBe('fresh-draft');
    expect([...drafts.keys()]).toEqual(['fresh-draft']);
    expect(drafts.get('fresh-draft')).toMatchObject({ currentCheckId: 5, formData: { clientName: 'Quentin Aldridge-Smith' }, savedRecord: server.record });
    expect([...photos.values()].map((p) => [p.draftId, p.server?.id])).toEqual([['fresh-draft', 9]]);
    expect(notify.info).not.toHaveBeenCalled();
  });

  it('keeps a phone draft with unsent changes, and says so, rather than drop either copy', async () => {
    drafts.set('phone-draft', draft({ ...recordToForm(saved()), suburb: 'Coburg' }, { savedRecord: saved() }));
    server = { record: saved({ clientName: 'Quentin Aldridge-Smith' }), photos: [] };
    expect(await openSavedCheck(7, 5)).toBe('phone-draft');
    expect(drafts.get('phone-draft')?.formData).toMatchObject({ suburb: 'Coburg', clientName: 'Quentin Aldridge-Smith' });
    expect(notify.info).toHaveBeenCalledWith(
      'Unsent changes kept',
      'This phone has unsent changes to this check: they are kept. Send them or clear them to load the saved version. Saved since on the server, now in this copy: Client name.',
    );
  });

  it("merges what was saved on the server since into the phone's unsent copy, keeping the phone's own changes", async () => {
    const loaded = saved();
    // On the phone: the email corrected and the suburb changed, not sent yet.
    drafts.set('phone-draft', draft({ ...recordToForm(loaded), clientEmail: 'q.aldridge@example.com', suburb: 'Fitzroy' }, { savedRecord: loaded }));
    // On the server since: Management changed the client's name and the suburb.
    server = { record: saved({ clientName: 'Quentin Aldridge-Smith', suburb: 'Coburg', updatedAt: '2026-03-06T01:00:00.000Z' }), photos: [] };
    expect(await openSavedCheck(7, 5)).toBe('phone-draft');
    const kept = drafts.get('phone-draft')!;
    expect(kept.formData).toMatchObject({ clientName: 'Quentin Aldridge-Smith', clientEmail: 'q.aldridge@example.com', suburb: 'Fitzroy' });
    expect(kept.savedRecord).toBe(server.record);
    expect(notify.info).toHaveBeenCalledWith(
      'Unsent changes kept',
      "This phone has unsent changes to this check: they are kept. Send them or clear them to load the saved version. Saved since on the server, now in this copy: Client name. Changed in both places, this phone's value is kept: Suburb.",
    );
    // Opened again: the merged copy now starts from the server's, so only the phone's own changes are unsent.
    notify.info.mockClear();
    expect(await openSavedCheck(7, 5)).toBe('phone-draft');
    expect(notify.info).toHaveBeenCalledWith(
      'Unsent changes kept',
      'This phone has unsent changes to this check: they are kept. Send them or clear them to load the saved version.',
    );
  });

  it("opens the phone's copy without signal, and refuses an issued check with nothing unsent", async () => {
    drafts.set('phone-draft', draft(recordToForm(saved()), { savedRecord: saved() }));
    server = 'offline';
    expect(await openSavedCheck(7, 5)).toBe('phone-draft');
    server = { record: saved({ certificateIssued: true }), photos: [] };
    await expect(openSavedCheck(7, 5)).rejects.toThrow('issued compliance certificate');
    drafts.clear();
    server = 'offline';
    await expect(openSavedCheck(7, 5)).rejects.toBeInstanceOf(OfflineError);
  });
});
