// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PHOTO_LIMIT_MESSAGE } from '../../../core/contracts/flood-check';
import { LIMITS } from '../../../core/limits';
import type { LocalPhoto } from './draft-store';
import type { PhotoQueue } from './use-photo-queue';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The draft's photos on the phone, in memory. */
let stored: LocalPhoto[] = [];
const savePhoto = vi.fn(async (p: LocalPhoto) => void stored.push(p));
vi.mock('./draft-store', () => ({
  loadPhotos: async () => stored,
  savePhoto: (p: LocalPhoto) => savePhoto(p),
  deleteLocalPhoto: async () => undefined,
}));
const makeUploadCopy = vi.fn(async (file: File) => ({ blob: file as Blob, takenAt: undefined }));
vi.mock('../../lib/make-upload-copy', () => ({ makeUploadCopy: (f: File) => makeUploadCopy(f), warmUpUploadCopy: () => undefined }));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ notify }));
vi.mock('./upload-queue', () => {
  const idle = { sending: false, done: 0, total: 0, current: null, retryAt: null };
  return {
    uploadQueue: { subscribe: () => () => undefined, status: () => idle, onPhoto: () => () => undefined, link: () => undefined, start: async () => undefined },
  };
});

const { usePhotoQueue } = await import('./use-photo-queue');
const { PhotoStrip } = await import('./photo-strip');

const photo = (n: number): LocalPhoto => ({
  localId: `photo-${n}`,
  draftId: 'draft-1',
  userId: 7,
  section: 'bathroom1',
  description: 'Inspection photo',
  blob: null,
  server: null,
  state: 'temp',
  createdAt: n,
});
const file = () => new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' });

let root: Root;
let host: HTMLDivElement;
let queue: PhotoQueue;

/** The form's photo queue (not yet saved: no check id) with its bathroom strip, holding `count` photos. */
async function mount(count: number) {
  stored = Array.from({ length: count }, (_, i) => photo(i));
  function Form() {
    const draftIdRef = useRef('draft-1');
    queue = usePhotoQueue(7, null, draftIdRef);
    return <PhotoStrip section="bathroom1" queue={queue} />;
  }
  act(() =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <Form />
      </QueryClientProvider>,
    ),
  );
  await act(() => queue.reload('draft-1'));
}

beforeEach(() => {
  host = document.createElement('div');
  root = createRoot(host);
  savePhoto.mockClear();
  makeUploadCopy.mockClear();
  for (const fn of Object.values(notify)) fn.mockClear();
});
afterEach(() => act(() => root.unmount()));

it('takes the 60th photo of a check and refuses the 61st with the clear message, keeping nothing of it', async () => {
  await mount(LIMITS.photosPerCheck - 1);
  expect(host.textContent).not.toContain(PHOTO_LIMIT_MESSAGE);
  await act(() => queue.add('bathroom1', file()));
  expect(queue.photos).toHaveLength(60);
  expect(notify.success).toHaveBeenCalledWith('Photo captured', expect.any(String));
  // The strip says so before the plumber tries.
  expect(host.textContent).toContain(PHOTO_LIMIT_MESSAGE);

  savePhoto.mockClear();
  makeUploadCopy.mockClear();
  await act(() => queue.add('bathroom1', file()));
  expect(notify.error).toHaveBeenCalledWith('Photo limit reached', PHOTO_LIMIT_MESSAGE);
  expect(PHOTO_LIMIT_MESSAGE).toBe('A check can hold at most 60 photos. Delete one before adding another.');
  expect(makeUploadCopy).not.toHaveBeenCalled();
  expect(savePhoto).not.toHaveBeenCalled();
  expect(queue.photos).toHaveLength(60);
});
