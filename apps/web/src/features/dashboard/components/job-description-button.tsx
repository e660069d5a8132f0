import { Button } from '@mockint/ui';
import { onDemand, useOnDemandDialog } from '@/lib/on-demand';

const jobDescriptionDialog = onDemand(() => import('./job-description-dialog'));

/** 'View Details': opens the job description; the dialog's code arrives on the first hover or focus. */
export function JobDescriptionButton({
  text,
  subtitle,
}: {
  text: string | null | undefined;
  subtitle: string;
}) {
  const dialog = useOnDemandDialog(jobDescriptionDialog);
  return (
    <>
      <Button variant="link" size="sm" className="h-auto" {...dialog.trigger}>
        View Details
      </Button>
      {dialog.mounted ? (
        <jobDescriptionDialog.Component text={text} subtitle={subtitle} {...dialog.props} />
      ) : null}
    </>
  );
}
