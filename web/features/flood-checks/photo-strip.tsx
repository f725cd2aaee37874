import { urlOf } from '../../../core/contracts/endpoint';
import { Camera, CloudOff, Loader2, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { floodCheckEndpoints, PHOTO_LIMIT_MESSAGE, PHOTO_SECTIONS, type PhotoSection } from '../../../core/contracts/flood-check';
import { LIMITS } from '../../../core/limits';
import { Input } from '../../components/ui/input';
import { AlertDialog, ConfirmContent } from '../../components/ui/alert-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import type { LocalPhoto } from './draft-store';
import type { PhotoQueue } from './use-photo-queue';

/** The photo's own blob while we have it (works offline); the server copy otherwise. */
export function usePhotoSrc(photo: LocalPhoto): string | undefined {
  const [src, setSrc] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!photo.blob) return setSrc(photo.server?.url);
    const url = URL.createObjectURL(photo.blob);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [photo.blob, photo.server?.url]);
  return src;
}

export function PhotoThumb({ photo, children }: { photo: LocalPhoto; children?: React.ReactNode }) {
  const src = usePhotoSrc(photo);
  const [fallback, setFallback] = useState(false);
  return (
    <figure className="relative overflow-hidden rounded-md border bg-muted">
      {src ? (
        <img
          src={fallback && photo.server ? urlOf(floodCheckEndpoints.photoFile, { fileName: `compressed-${photo.server.fileName}` }) : src}
          onError={() => setFallback(true)}
          alt={`${PHOTO_SECTIONS[photo.section]} photo`}
          className="aspect-[4/3] w-full object-cover"
        />
      ) : (
        <div className="aspect-[4/3] w-full" />
      )}
      <figcaption className="px-2 py-1 text-xs text-muted-foreground">{PHOTO_SECTIONS[photo.section]}</figcaption>
      {children}
    </figure>
  );
}

function StatusBadge({ photo }: { photo: LocalPhoto }) {
  if (photo.state === 'temp') return <Badge variant="warning">Temp</Badge>;
  if (photo.state === 'queued')
    return (
      <Badge variant="info">
        <CloudOff className="size-3" aria-hidden /> Waiting
      </Badge>
    );
  if (photo.state === 'uploading')
    return (
      <Badge variant="info">
        <Loader2 className="size-3 animate-spin" aria-hidden /> Uploading
      </Badge>
    );
  if (photo.state === 'failed') return <Badge variant="destructive">Failed</Badge>;
  return <Badge variant="success">Uploaded</Badge>;
}

/** The photo's caption, saved when the field loses focus; the documents print it instead of "Inspection photo". */
function CaptionInput({ photo, queue }: { photo: LocalPhoto; queue: PhotoQueue }) {
  const saved = photo.server?.caption ?? photo.caption ?? '';
  const [value, setValue] = useState(saved);
  useEffect(() => setValue(saved), [saved]);
  const id = `caption-${photo.localId}`;
  return (
    <div className="px-2 pb-2">
      <label htmlFor={id} className="sr-only">
        Caption for {PHOTO_SECTIONS[photo.section].toLowerCase()} photo
      </label>
      <Input
        id={id}
        value={value}
        maxLength={LIMITS.photoCaptionMax}
        placeholder="Add a caption"
        className="h-8 text-xs sm:text-xs"
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => void queue.setCaption(photo, value)}
        onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), e.currentTarget.blur())}
      />
    </div>
  );
}

/**
 * Photos of one section: take one with the file picker that prefers the camera
 * (docs/product.md#photos), see each with its state, retry a failed upload, delete with confirmation.
 */
export function PhotoStrip({ section, queue, disabled }: { section: PhotoSection; queue: PhotoQueue; disabled?: boolean }) {
  const photos = queue.photos.filter((p) => p.section === section);
  const [confirm, setConfirm] = useState<LocalPhoto | null>(null);
  const inputId = `photo-${section}`;
  const full = queue.photos.length >= LIMITS.photosPerCheck;
  return (
    <div className="space-y-2" data-testid={`photos-${section}`}>
      {photos.length ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {photos.map((p) => (
            <PhotoThumb key={p.localId} photo={p}>
              <div className="absolute left-1 top-1">
                <StatusBadge photo={p} />
              </div>
              <Button variant="destructive" size="icon" className="absolute right-1 top-1 size-8" aria-label="Delete photo" onClick={() => setConfirm(p)}>
                <Trash2 />
              </Button>
              {p.state === 'uploading' ? (
                <Progress value={queue.progress[p.localId] ?? 0} className="mx-2 mb-2 h-1.5 w-auto" aria-label="Upload progress" />
              ) : null}
              <CaptionInput photo={p} queue={queue} />
              {p.state === 'failed' ? (
                <div className="space-y-1 px-2 pb-2">
                  {p.error ? <p className="text-xs text-destructive">{p.error}</p> : null}
                  <Button size="sm" variant="outline" className="h-8 w-full" onClick={() => queue.retry(p)}>
                    <RotateCcw /> Retry
                  </Button>
                </div>
              ) : null}
            </PhotoThumb>
          ))}
        </div>
      ) : null}
      <label
        htmlFor={inputId}
        className={`inline-flex h-10 w-full cursor-pointer items-center justify-center gap-2 rounded-md border border-dashed border-primary/50 bg-accent px-4 text-sm font-medium text-accent-foreground hover:bg-accent/70 sm:w-auto group-disabled/locked:pointer-events-none group-disabled/locked:opacity-50 ${disabled ? 'pointer-events-none opacity-50' : ''}`}
      >
        <Camera className="size-4" aria-hidden /> Add {PHOTO_SECTIONS[section].toLowerCase()} photo
      </label>
      {full ? <p className="text-xs text-destructive">{PHOTO_LIMIT_MESSAGE}</p> : null}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        disabled={disabled}
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void (async () => {
            for (const f of files) await queue.add(section, f);
          })();
        }}
      />
      <AlertDialog open={!!confirm} onOpenChange={(open) => !open && setConfirm(null)}>
        <ConfirmContent title="Delete this photo?" destructive action="Delete Photo" onConfirm={() => confirm && void queue.remove(confirm)}>
          {confirm?.server
            ? 'The photo is removed from the check on the server and from this phone.'
            : 'This photo has not been uploaded yet. It is removed from this phone and cannot be recovered.'}
        </ConfirmContent>
      </AlertDialog>
    </div>
  );
}
