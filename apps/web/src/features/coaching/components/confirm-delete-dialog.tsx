import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
} from '@mockint/ui';
import type { OnDemandDialogProps } from '@/lib/on-demand';

export interface ConfirmDeleteDialogProps extends OnDemandDialogProps {
  title: string;
  description: string;
  onConfirm: () => void;
}

/**
 * "Delete …?" before a recording leaves this device, loaded on demand by its button (decision 0790): the
 * report's first load does not carry the dialog code (focus trap, scroll lock) for a press most never make.
 */
export default function ConfirmDeleteDialog({
  title,
  description,
  onConfirm,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent title={title} description={description} onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
