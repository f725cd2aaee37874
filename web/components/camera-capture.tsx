import { Camera, RefreshCw, Upload, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { captureVideoFrame, fileToJpegDataUrl } from '../lib/images';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

const CAMERA_DENIED = 'Unable to access camera. Please ensure you have given camera permissions.';

/** Why the camera cannot be used, in the product's words (docs/product.md#photos), or null when it can. */
function cameraProblem(): string | null {
  if (!window.isSecureContext) return 'Camera Requires Secure Connection: the camera needs HTTPS (or localhost). Please upload a photo instead.';
  if (!navigator.mediaDevices?.getUserMedia) return 'Camera Not Supported on this browser. Please upload a photo instead.';
  return null;
}

/**
 * Take photo -> capture / cancel -> retake, with a file picker as the fallback whenever the
 * camera is refused or missing. The photo is a JPEG data URL at quality 0.8.
 */
export function CameraCapture({
  id,
  value,
  onChange,
  facing = 'environment',
  invalid = false,
  alt,
}: {
  id: string;
  value: string | null | undefined;
  onChange: (dataUrl: string | null) => void;
  facing?: 'user' | 'environment';
  invalid?: boolean;
  alt: string;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [streaming, setStreaming] = useState(false);
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const stop = () => {
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    setStreaming(false);
    setReady(false);
  };
  useEffect(() => stop, []);
  // The <video> exists only once `streaming` has rendered, so the stream is attached after
  // that commit (attaching in a frame callback raced React's render and sometimes never ran).
  useEffect(() => {
    const video = videoRef.current;
    if (!streaming || !video || !streamRef.current) return;
    video.srcObject = streamRef.current;
    void video.play().catch(() => undefined);
  }, [streaming]);

  const start = async () => {
    const reason = cameraProblem();
    if (reason) return setProblem(reason);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: facing, width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false });
      streamRef.current = stream;
      setProblem(null);
      setStreaming(true);
    } catch (error) {
      const name = (error as DOMException)?.name;
      setProblem(name === 'NotFoundError' ? 'No camera was found on this device. Please upload a photo instead.' : CAMERA_DENIED);
    }
  };

  const capture = () => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return;
    onChange(captureVideoFrame(video));
    stop();
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      onChange(await fileToJpegDataUrl(file));
      setProblem(null);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <div className={cn('space-y-3 rounded-lg border-2 border-dashed p-3', invalid && !value ? 'border-destructive' : 'border-input')}>
      {value && !streaming ? <img src={value} alt={alt} className="mx-auto max-h-64 rounded-md object-contain" /> : null}
      {streaming ? (
        <video
          ref={videoRef}
          playsInline
          muted
          onLoadedData={() => setReady(true)}
          className="mx-auto max-h-72 w-full rounded-md bg-black object-contain"
          data-testid={`${id}-video`}
        />
      ) : null}
      {problem ? (
        <p role="alert" className="rounded-md bg-yellow-50 p-2 text-sm text-yellow-900">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {streaming ? (
          <>
            <Button onClick={capture} disabled={!ready}>
              <Camera /> Capture
            </Button>
            <Button variant="outline" onClick={stop}>
              <X /> Cancel
            </Button>
          </>
        ) : (
          <Button onClick={() => void start()} variant={value ? 'outline' : 'default'}>
            {value ? <RefreshCw /> : <Camera />} {value ? 'Retake' : 'Take Photo'}
          </Button>
        )}
        {!streaming ? (
          <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-muted">
            <Upload className="size-4" aria-hidden /> Upload photo
            <input
              id={id}
              type="file"
              accept="image/*"
              capture={facing}
              className="sr-only"
              onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
              onChange={(e) => {
                void onFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
        ) : null}
      </div>
    </div>
  );
}
