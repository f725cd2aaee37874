// @vitest-environment jsdom
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../core/contracts/auth';
import { emptyCheckForm, type CheckForm } from './check-form';
import type { Draft } from './draft-store';
import { useCheckDraft, type CheckDraft } from './use-check-draft';
import type { PhotoQueue } from './use-photo-queue';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The phone's storage, in memory (one user's drafts, by draft id); each write takes a moment, as IndexedDB's do.
const stored = new Map<string, Draft>();
vi.mock('./draft-store', () => ({
  loadDraft: async (draftId: string) => stored.get(draftId) ?? null,
  latestDraft: async () => [...stored.values()].sort((a, b) => b.timestamp - a.timestamp)[0] ?? null,
  saveDraft: async (draft: Draft) => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    stored.set(draft.draftId, draft);
  },
  clearDraft: async (draftId: string) => void stored.delete(draftId),
  requestPersistentStorage: () => undefined,
}));
const only = () => [...stored.values()][0];

const user = { id: 7, firstName: 'Jordan', lastName: 'Fielding' } as CurrentUser;
const queue = { reload: async () => [], uploadAll: async () => 0, reset: () => undefined } as unknown as PhotoQueue;

/** The flood page's form and its draft, as FloodPrevention mounts them. */
function mountForm(root: Root) {
  const page: { form?: UseFormReturn<CheckForm>; draft?: CheckDraft } = {};
  function FloodForm() {
    page.form = useForm<CheckForm>({ defaultValues: emptyCheckForm(user) });
    const draftIdRef = useRef('draft-1');
    page.draft = useCheckDraft(user, page.form, queue, 'new', () => undefined, { draftIdRef, chosen: false });
    return null;
  }
  act(() => root.render(<FloodForm />));
  return page as Required<typeof page>;
}

let root: Root;
beforeEach(() => {
  stored.clear();
  root = createRoot(document.createElement('div'));
});
afterEach(() => act(() => root.unmount()));

it('saves a change still waiting for the 5-second autosave when the form is unmounted', async () => {
  const first = mountForm(root);
  act(() => first.form.setValue('clientName', 'Abandoned Job'));
  act(() => root.unmount());
  await vi.waitFor(() => expect(only()?.formData.clientName).toBe('Abandoned Job'));
  root = createRoot(document.createElement('div'));
});

it('lets the next form (Current Work after a remount) read storage only once the leaving form saved', async () => {
  const first = mountForm(root);
  act(() => first.form.setValue('clientName', 'Abandoned Job'));
  // The screen is replaced by a fresh copy: its form is empty, so it has nothing of its own to save.
  act(() => root.render(<p>Loading...</p>));
  const second = mountForm(root);
  await second.draft.saveNow();
  expect(only()?.formData.clientName).toBe('Abandoned Job');
});

it('keeps what the plumber typed before the saved draft was restored, and restores the rest', async () => {
  stored.set('draft-0', {
    draftId: 'draft-0',
    userId: user.id,
    formData: { ...emptyCheckForm(user), clientName: 'Old Job', suburb: 'Richmond' },
    timestamp: Date.now() - 60_000,
    activeTab: 'new',
    currentCheckId: null,
  });
  const page = mountForm(root);
  // Typed within the half second before the restore.
  act(() => page.form.setValue('clientName', 'New Job'));
  await vi.waitFor(() => expect(page.draft.restoredAt).not.toBeNull());
  expect(page.form.getValues('clientName')).toBe('New Job');
  expect(page.form.getValues('suburb')).toBe('Richmond');
});
