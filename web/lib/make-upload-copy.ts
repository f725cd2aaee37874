import { appTimeZone } from './app-time-zone';
import { captureTimeOf, UPLOAD_COPY, uploadCopySize } from './upload-copy';

export interface UploadCopy {
  /** What is kept on the phone and sent: the resized JPEG, or the file itself when the browser cannot decode it. */
  blob: Blob;
  /** When it was taken (ISO): EXIF DateTimeOriginal of the original, else now. */
  takenAt: string;
  resized: boolean;
}

type Answer = { id: number; blob: Blob | null };

let worker: Worker | null | undefined;
let nextId = 0;
/** Answers not yet back; undefined means the worker failed and the page makes the copy. */
const waiting = new Map<number, (blob: Blob | null | undefined) => void>();

/** One worker for the app's life; null where module workers or OffscreenCanvas are missing. */
function copyWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof OffscreenCanvas === 'function' ? new Worker(new URL('./upload-copy.worker.ts', import.meta.url), { type: 'module' }) : null;
  } catch {
    worker = null;
  }
  worker?.addEventListener('message', (e: MessageEvent<Answer>) => {
    waiting.get(e.data.id)?.(e.data.blob);
    waiting.delete(e.data.id);
  });
  worker?.addEventListener('error', () => {
    // The worker could not start (an old browser, a blocked script): every waiting photo is made on the page instead.
    worker = null;
    for (const [id, done] of waiting) {
      waiting.delete(id);
      done(undefined);
    }
  });
  return worker;
}

/** The same copy made on the page, for browsers without OffscreenCanvas in workers. */
async function copyOnPage(file: Blob): Promise<Blob | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const size = uploadCopySize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, size.width, size.height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', UPLOAD_COPY.quality));
  } finally {
    bitmap.close();
  }
}

function copyInWorker(w: Worker, file: Blob): Promise<Blob | null> {
  const id = ++nextId;
  return new Promise<Blob | null | undefined>((resolve) => {
    waiting.set(id, resolve);
    w.postMessage({ id, file });
  }).then((blob) => (blob === undefined ? copyOnPage(file) : blob));
}

/** Starts the worker while there is signal (the form opened): its script is then loaded for photos taken offline. */
export function warmUpUploadCopy(): void {
  copyWorker();
}

/**
 * The photo the phone keeps and sends (docs/product.md#photos): upright, long edge at most 2560 px, JPEG
 * 0.85, made in a Web Worker; the capture time is read from the original first, since the
 * copy carries no EXIF. A file the browser cannot decode is kept and sent as it is.
 */
export async function makeUploadCopy(file: Blob): Promise<UploadCopy> {
  const head = new Uint8Array(await file.slice(0, 128 * 1024).arrayBuffer());
  const takenAt = (captureTimeOf(head, appTimeZone()) ?? new Date()).toISOString();
  const w = copyWorker();
  const blob = await (w ? copyInWorker(w, file) : copyOnPage(file)).catch(() => null);
  return blob ? { blob, takenAt, resized: true } : { blob: file, takenAt, resized: false };
}
