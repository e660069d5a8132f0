import type { ReactNode } from 'react';
import { Button } from '@mockint/ui';
import { onDemand, useOnDemandDialog } from '@/lib/on-demand';

const confirmDeleteDialog = onDemand(() => import('./confirm-delete-dialog'));

/** A delete button that asks first; the dialog's code arrives on the first hover, focus or press. */
export function ConfirmDelete({
  children,
  label,
  title,
  description,
  disabled,
  onConfirm,
}: {
  children: ReactNode;
  /** The button's accessible name, when its text is not enough. */
  label?: string;
  title: string;
  description: string;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const dialog = useOnDemandDialog(confirmDeleteDialog);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled}
        aria-label={label}
        {...dialog.trigger}
      >
        {children}
      </Button>
      {dialog.mounted ? (
        <confirmDeleteDialog.Component
          title={title}
          description={description}
          onConfirm={onConfirm}
          {...dialog.props}
        />
      ) : null}
    </>
  );
}
