import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { unsentPhotosQuestion } from './sign-out-drafts';

/** Sign Out's question when photos on this device are not sent yet (docs/product.md#drafts). */
export function UnsentPhotosDialog({ unsent, onCancel, onLeave }: { unsent: number; onCancel: () => void; onLeave: () => void }) {
  return (
    <AlertDialog open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogTitle>Photos not sent</AlertDialogTitle>
        <AlertDialogDescription>{unsentPhotosQuestion(unsent)}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onLeave}>Keep and sign out</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
