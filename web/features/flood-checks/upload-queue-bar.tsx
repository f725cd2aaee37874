import { UploadCloud } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { Progress } from '../../components/ui/progress';
import { uploadQueue } from './upload-queue';

/**
 * Runs the app-wide upload queue for the signed-in user (docs/product.md#drafts): on mount (the app
 * opened or someone signed in) and whenever the network returns; shows a progress bar while
 * photos are being sent, on every screen.
 */
export function UploadQueueBar({ userId }: { userId: number }) {
  useEffect(() => {
    void uploadQueue.start(userId);
    const onOnline = () => void uploadQueue.kick();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      uploadQueue.stop();
    };
  }, [userId]);
  const s = useSyncExternalStore(uploadQueue.subscribe, uploadQueue.status);
  if (!s.sending || !s.total) return null;
  const sent = s.done + (s.current?.percent ?? 0) / 100;
  return (
    <div role="status" className="no-print mb-3 rounded-md border bg-card p-3 text-sm shadow-sm" data-testid="upload-queue">
      <p className="mb-2 flex items-center gap-2 font-medium">
        <UploadCloud className="size-4 text-primary" aria-hidden />
        Sending photo {Math.min(s.done + 1, s.total)} of {s.total}
      </p>
      <Progress value={(sent / s.total) * 100} aria-label="Photos sent" />
    </div>
  );
}
