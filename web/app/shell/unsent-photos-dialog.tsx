import { AlertDialog, ConfirmContent } from '../../components/ui/alert-dialog';
import { unsentPhotosQuestion } from './sign-out-drafts';

/** Sign Out's question when photos on this device are not sent yet (docs/product.md#drafts). */
export function UnsentPhotosDialog({ unsent, onCancel, onLeave }: { unsent: number; onCancel: () => void; onLeave: () => void }) {
  return (
    <AlertDialog open onOpenChange={(open) => !open && onCancel()}>
      <ConfirmContent title="Photos not sent" action="Keep and sign out" onConfirm={onLeave}>
        {unsentPhotosQuestion(unsent)}
      </ConfirmContent>
    </AlertDialog>
  );
}
