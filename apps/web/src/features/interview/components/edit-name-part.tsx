import type { Candidate } from '@mockint/api-contract';
import { PartBoundary } from '@/components/part-boundary';
import { onDemand, type useOnDemandDialog } from '@/lib/on-demand';

/** The Edit name dialog of the join page and the room, downloaded on its first use. */
export const nicknameDialog = onDemand(() => import('./nickname-dialog'));

/**
 * Edit name once it has been opened, in its own boundary: a failed download of the dialog's code leaves the page
 * (the device check, the room) as it was, with Try again (decision 0658).
 */
export function EditNamePart({
  editName,
  candidate,
  required,
}: {
  editName: ReturnType<typeof useOnDemandDialog>;
  candidate: Candidate | undefined;
  required?: boolean;
}) {
  if (!editName.mounted) return null;
  return (
    <PartBoundary
      what="Edit name"
      retry={nicknameDialog.preload}
      open={editName.open}
      onDismiss={() => editName.setOpen(false)}
      floating
    >
      <nicknameDialog.Component {...editName.props} candidate={candidate} required={required} />
    </PartBoundary>
  );
}
