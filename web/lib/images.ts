/** Photos are JPEG at quality 0.8 (docs/product.md#photos). */
export const JPEG_QUALITY = 0.8;

/** Draws an image source onto a canvas no larger than `maxEdge` on its long side. */
function drawScaled(source: CanvasImageSource, width: number, height: number, maxEdge: number): HTMLCanvasElement {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  canvas.getContext('2d')!.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** A frame of a playing video as a JPEG data URL. */
export function captureVideoFrame(video: HTMLVideoElement, maxEdge = 1600): string {
  return drawScaled(video, video.videoWidth, video.videoHeight, maxEdge).toDataURL('image/jpeg', JPEG_QUALITY);
}

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error('That file is not a photo we can read. Please choose a JPEG, PNG or WebP image.');
  }
}

/** A chosen file (any image the browser can decode) as a downscaled JPEG data URL. */
export async function fileToJpegDataUrl(file: Blob, maxEdge = 1600): Promise<string> {
  const bitmap = await decode(file);
  try {
    return drawScaled(bitmap, bitmap.width, bitmap.height, maxEdge).toDataURL('image/jpeg', JPEG_QUALITY);
  } finally {
    bitmap.close();
  }
}

/** A chosen file as a downscaled JPEG Blob (for uploads). */
export async function fileToJpegBlob(file: Blob, maxEdge = 1600): Promise<Blob> {
  const bitmap = await decode(file);
  try {
    const canvas = drawScaled(bitmap, bitmap.width, bitmap.height, maxEdge);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('Could not compress the photo'))), 'image/jpeg', JPEG_QUALITY),
    );
  } finally {
    bitmap.close();
  }
}
