import { urlOf } from '../../../core/contracts/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { floodCheckEndpoints, PHOTO_LIMIT_MESSAGE, type PhotoRecord, type PhotoSection } from '../../../core/contracts/flood-check';
import { LIMITS } from '../../../core/limits';
import { exifTakenAt, jpegExifBlock } from '../../../core/rules/exif-time';
import { DEFAULT_PHOTO_CAPTION } from '../../../core/rules/photo-caption';
import { appTimeZone } from '../../lib/dates';
import { apiRequest, errorMessage } from '../../lib/api';
import { fileToJpegBlob } from '../../lib/images';
import { notify } from '../../lib/toast';
import { deleteLocalPhoto, loadPhotos, savePhoto, type LocalPhoto } from './draft-store';
import { NetworkError, uploadPhoto } from './upload-photo';
import { isCertificateIssuedError, savedCheckKey } from './use-check-lock';

/** When the photo was taken: the file's EXIF DateTimeOriginal (JPEG), else now. */
async function captureTime(file: Blob): Promise<string> {
  const head = new Uint8Array(await file.slice(0, 128 * 1024).arrayBuffer());
  return (exifTakenAt(jpegExifBlock(head), appTimeZone()) ?? new Date()).toISOString();
}

const WAITING: ReadonlySet<LocalPhoto['state']> = new Set(['temp', 'queued', 'failed', 'uploading']);

export interface PhotoQueue {
  photos: LocalPhoto[];
  progress: Record<string, number>;
  /** Photos not yet on the server. */
  pending: number;
  add(section: PhotoSection, file: File): Promise<void>;
  remove(photo: LocalPhoto): Promise<void>;
  /** The caption shown under the photo on the documents: on the server once uploaded, else kept to send with it. */
  setCaption(photo: LocalPhoto, caption: string): Promise<void>;
  /** Uploads every waiting photo one by one; resolves with how many are still waiting. */
  uploadAll(checkId: number, opts?: { quiet?: boolean }): Promise<number>;
  retry(photo: LocalPhoto): void;
  reload(draftId: string): Promise<LocalPhoto[]>;
  reset(): void;
}

/**
 * The check's photos: each is saved to IndexedDB the moment it is taken, then uploaded
 * when the check has an id and the network allows. Offline or failed photos stay queued
 * with a retry and go up when the network returns; nothing is dropped silently.
 */
export function usePhotoQueue(userId: number, checkId: number | null, draftIdRef: { current: string }): PhotoQueue {
  const [photos, setPhotos] = useState<LocalPhoto[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const photosRef = useRef(photos);
  photosRef.current = photos;
  const running = useRef<Promise<number> | null>(null);
  const queryClient = useQueryClient();

  const update = useCallback(async (next: LocalPhoto) => {
    await savePhoto(next);
    setPhotos((list) => list.map((p) => (p.localId === next.localId ? next : p)));
  }, []);

  const uploadOne = useCallback(
    async (id: number, photo: LocalPhoto): Promise<boolean> => {
      if (!photo.blob) return false;
      if (!navigator.onLine) {
        if (photo.state !== 'queued') await update({ ...photo, state: 'queued', error: undefined });
        return false;
      }
      await update({ ...photo, state: 'uploading', error: undefined });
      try {
        const { localId, section, description, caption, takenAt, blob } = photo;
        const server = await uploadPhoto(id, { localId, section, description, caption, takenAt, blob }, (pct) =>
          setProgress((p) => ({ ...p, [localId]: pct })),
        );
        await update({ ...photo, state: 'uploaded', server, error: undefined });
        return true;
      } catch (error) {
        // Certified on another device: the form asks for the check again and turns read-only.
        if (isCertificateIssuedError(error)) void queryClient.invalidateQueries({ queryKey: savedCheckKey(id) });
        const offline = error instanceof NetworkError && !navigator.onLine;
        await update({
          ...photo,
          state: offline ? 'queued' : 'failed',
          error: offline ? undefined : errorMessage(error, 'Failed to upload photo. Please try again.'),
        });
        return false;
      } finally {
        setProgress(({ [photo.localId]: _done, ...rest }) => rest);
      }
    },
    [update, queryClient],
  );

  const uploadAll = useCallback(
    (id: number, opts: { quiet?: boolean } = {}): Promise<number> => {
      const run = async () => {
        let failed = 0;
        for (const photo of photosRef.current.filter((p) => WAITING.has(p.state))) {
          const ok = await uploadOne(id, photosRef.current.find((p) => p.localId === photo.localId) ?? photo);
          if (!ok) failed++;
        }
        if (failed && !opts.quiet && navigator.onLine) notify.error('Upload Error', 'Failed to upload photo. Please try again.');
        return failed;
      };
      // One upload at a time: a second call waits for the first, then catches what is left.
      const next = (running.current ?? Promise.resolve(0)).then(run, run);
      running.current = next;
      return next;
    },
    [uploadOne],
  );

  // Photos waiting for the network go up as soon as it returns.
  useEffect(() => {
    if (!checkId) return;
    const onOnline = () => void uploadAll(checkId, { quiet: true });
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [checkId, uploadAll]);

  const add = useCallback(
    async (section: PhotoSection, file: File) => {
      if (photosRef.current.length >= LIMITS.photosPerCheck) {
        notify.error('Photo limit reached', PHOTO_LIMIT_MESSAGE);
        return;
      }
      let blob: Blob;
      let takenAt: string;
      try {
        // The compressed copy loses the file's EXIF, so its capture time is read first.
        [blob, takenAt] = await Promise.all([fileToJpegBlob(file), captureTime(file)]);
      } catch (error) {
        notify.error('Upload Error', (error as Error).message);
        return;
      }
      const photo: LocalPhoto = {
        localId: crypto.randomUUID(),
        draftId: draftIdRef.current,
        userId,
        section,
        description: DEFAULT_PHOTO_CAPTION,
        takenAt,
        blob,
        server: null,
        state: checkId ? 'queued' : 'temp',
        createdAt: Date.now(),
      };
      await savePhoto(photo);
      setPhotos((list) => [...list, photo]);
      photosRef.current = [...photosRef.current, photo];
      if (!checkId) return notify.success('Photo captured', 'Saved temporarily on this phone. It uploads when the check is saved.');
      if (!navigator.onLine) return notify.info('Photo captured', 'Saved on this phone. It uploads when the network returns.');
      const left = await uploadAll(checkId, { quiet: true });
      if (left === 0) notify.success('Photo uploaded');
      else if (navigator.onLine) notify.error('Upload Error', 'Failed to upload photo. Please try again.');
    },
    [checkId, uploadAll, userId, draftIdRef],
  );

  const setCaption = useCallback(
    async (photo: LocalPhoto, caption: string) => {
      const text = caption.trim();
      if (text === (photo.server?.caption ?? photo.caption ?? '')) return;
      try {
        const server = photo.server
          ? await apiRequest<PhotoRecord>('PATCH', urlOf(floodCheckEndpoints.captionPhoto, { id: photo.server.id }), { caption: text })
          : photo.server;
        await update({ ...photo, caption: text || undefined, server });
      } catch (error) {
        if (isCertificateIssuedError(error) && checkId) void queryClient.invalidateQueries({ queryKey: savedCheckKey(checkId) });
        notify.error('Caption Error', errorMessage(error, 'Failed to save the caption. Please try again.'));
      }
    },
    [checkId, queryClient, update],
  );

  const remove = useCallback(
    async (photo: LocalPhoto) => {
      try {
        if (photo.server) await apiRequest('DELETE', urlOf(floodCheckEndpoints.deletePhoto, { id: photo.server.id }));
        await deleteLocalPhoto(photo.localId);
        setPhotos((list) => list.filter((p) => p.localId !== photo.localId));
        notify.success('Photo deleted');
      } catch (error) {
        if (isCertificateIssuedError(error) && checkId) void queryClient.invalidateQueries({ queryKey: savedCheckKey(checkId) });
        notify.error('Delete Error', errorMessage(error, 'Failed to delete photo. Please try again.'));
      }
    },
    [checkId, queryClient],
  );

  const retry = useCallback(
    (photo: LocalPhoto) => {
      if (checkId) void uploadAll(checkId).then((left) => left === 0 && notify.success('Photo uploaded'));
      else void update({ ...photo, state: 'temp' });
    },
    [checkId, update, uploadAll],
  );

  const reload = useCallback(async (draftId: string) => {
    const stored = await loadPhotos(draftId);
    // An upload cut off by a reload is simply waiting again.
    const fixed = stored.map((p) => (p.state === 'uploading' ? { ...p, state: 'queued' as const } : p));
    photosRef.current = fixed;
    setPhotos(fixed);
    return fixed;
  }, []);

  const reset = useCallback(() => {
    photosRef.current = [];
    setPhotos([]);
    setProgress({});
  }, []);

  const pending = photos.filter((p) => p.state !== 'uploaded').length;
  return { photos, progress, pending, add, remove, setCaption, uploadAll, retry, reload, reset };
}
