import { urlOf } from '../../../core/contracts/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { floodCheckEndpoints, PHOTO_LIMIT_MESSAGE, type PhotoRecord, type PhotoSection } from '../../../core/contracts/flood-check';
import { LIMITS } from '../../../core/limits';
import { DEFAULT_PHOTO_CAPTION } from '../../../core/rules/photo-caption';
import { apiRequest, errorMessage } from '../../lib/api';
import { makeUploadCopy, warmUpUploadCopy } from '../../lib/make-upload-copy';
import { notify } from '../../lib/toast';
import { deleteLocalPhoto, loadPhotos, savePhoto, type LocalPhoto } from './draft-store';
import { uploadQueue } from './upload-queue';
import { isCertificateIssuedError, savedCheckKey } from './use-check-lock';

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
  const photosRef = useRef(photos);
  photosRef.current = photos;
  const queryClient = useQueryClient();
  // The app-wide queue sends the photos (upload-queue.ts); the form shows how far it is.
  const status = useSyncExternalStore(uploadQueue.subscribe, uploadQueue.status);
  const progress: Record<string, number> = status.current ? { [status.current.localId]: status.current.percent } : {};

  useEffect(warmUpUploadCopy, []);

  // The queue's changes to this draft's photos (uploading, uploaded, refused) show as they happen.
  useEffect(
    () =>
      uploadQueue.onPhoto((changed) => {
        if (changed.draftId !== draftIdRef.current) return;
        photosRef.current = photosRef.current.map((p) => (p.localId === changed.localId ? changed : p));
        setPhotos(photosRef.current);
        // Refused: perhaps certified on another device; the form asks for the check again and may turn read-only.
        if (changed.state === 'failed' && checkId) void queryClient.invalidateQueries({ queryKey: savedCheckKey(checkId) });
      }),
    [draftIdRef, checkId, queryClient],
  );

  const update = useCallback(async (next: LocalPhoto) => {
    await savePhoto(next);
    photosRef.current = photosRef.current.map((p) => (p.localId === next.localId ? next : p));
    setPhotos(photosRef.current);
  }, []);

  const uploadAll = useCallback(
    async (id: number, opts: { quiet?: boolean } = {}): Promise<number> => {
      const draftId = draftIdRef.current;
      // Photos taken before the check existed, and refused ones (pressing the button again is a retry), wait for the queue.
      for (const p of photosRef.current) if (p.state === 'temp' || p.state === 'failed') await update({ ...p, state: 'queued', error: undefined });
      uploadQueue.link(draftId, id);
      await uploadQueue.start(userId);
      const failed = (await loadPhotos(draftId)).filter((p) => p.state !== 'uploaded').length;
      if (failed && !opts.quiet && navigator.onLine) notify.error('Upload Error', 'Failed to upload photo. Please try again.');
      return failed;
    },
    [draftIdRef, update, userId],
  );

  const add = useCallback(
    async (section: PhotoSection, file: File) => {
      if (photosRef.current.length >= LIMITS.photosPerCheck) {
        notify.error('Photo limit reached', PHOTO_LIMIT_MESSAGE);
        return;
      }
      // Resized in a worker, its capture time read first (the copy has no EXIF); an undecodable file is kept as it is.
      const { blob, takenAt } = await makeUploadCopy(file);
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
      photosRef.current = [...photosRef.current, photo];
      setPhotos(photosRef.current);
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
        photosRef.current = photosRef.current.filter((p) => p.localId !== photo.localId);
        setPhotos(photosRef.current);
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
  }, []);

  const pending = photos.filter((p) => p.state !== 'uploaded').length;
  return { photos, progress, pending, add, remove, setCaption, uploadAll, retry, reload, reset };
}
