import { UPLOAD_COPY, uploadCopySize } from './upload-copy';

/**
 * Makes the copy a phone sends (web/lib/upload-copy.ts) off the main thread, so the form
 * stays responsive while a 12 MP photo is decoded and scaled. Answers { id, blob } with the
 * JPEG copy, or blob null when this browser cannot decode the file (it is then sent as it is).
 */
const scope = self as unknown as { onmessage: ((e: MessageEvent<{ id: number; file: Blob }>) => void) | null; postMessage(m: unknown): void };

scope.onmessage = (event) => {
  const { id, file } = event.data;
  void (async () => {
    let bitmap: ImageBitmap | null = null;
    try {
      bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      const size = uploadCopySize(bitmap.width, bitmap.height);
      const canvas = new OffscreenCanvas(size.width, size.height);
      const ctx = canvas.getContext('2d')!;
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(bitmap, 0, 0, size.width, size.height);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: UPLOAD_COPY.quality });
      scope.postMessage({ id, blob, width: size.width, height: size.height });
    } catch {
      scope.postMessage({ id, blob: null });
    } finally {
      bitmap?.close();
    }
  })();
};
