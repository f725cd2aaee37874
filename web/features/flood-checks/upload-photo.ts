import { urlOf } from '../../../core/contracts/endpoint';
import { floodCheckEndpoints, type PhotoRecord } from '../../../core/contracts/flood-check';
import { ApiError } from '../../lib/api';

/** The network itself failed (offline, dropped signal): the photo waits, it is not refused. */
export class NetworkError extends Error {
  constructor() {
    super('No network connection');
    this.name = 'NetworkError';
  }
}

/**
 * POST /api/flood-prevention-checks/{id}/photos as multipart. XMLHttpRequest rather than
 * fetch because only it reports upload progress, which a plumber on weak signal needs to see.
 */
export function uploadPhoto(
  checkId: number,
  photo: { localId: string; section: string; description: string; caption?: string | undefined; takenAt?: string | undefined; blob: Blob },
  onProgress: (percent: number) => void,
): Promise<PhotoRecord> {
  const body = new FormData();
  body.append('section', photo.section);
  body.append('description', photo.description);
  body.append('clientUploadId', photo.localId);
  if (photo.caption) body.append('caption', photo.caption);
  if (photo.takenAt) body.append('takenAt', photo.takenAt);
  body.append('photo', photo.blob, 'photo.jpg');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlOf(floodCheckEndpoints.uploadPhoto, { id: checkId }));
    xhr.withCredentials = true;
    // A connection that hangs on weak signal ends as a network failure, so the queue retries instead of waiting forever.
    xhr.timeout = 5 * 60_000;
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as PhotoRecord);
      else reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.ontimeout = () => reject(new NetworkError());
    xhr.send(body);
  });
}
