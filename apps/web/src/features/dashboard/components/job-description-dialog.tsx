import { Dialog, DialogContent } from '@mockint/ui';
import type { OnDemandDialogProps } from '@/lib/on-demand';
import { describeJobDescription, JOB_DESCRIPTION_EMPTY_TEXT } from '@/lib/format';

/** Section/bullet rendering of a job description (spec). Everything is rendered as text. */
export function JobDescriptionView({ text }: { text: string | null | undefined }) {
  const display = describeJobDescription(text);
  if (display.kind !== 'sections')
    return <p className="text-sm text-muted-foreground">{JOB_DESCRIPTION_EMPTY_TEXT[display.kind]}</p>;
  const { sections } = display;
  return (
    <div className="flex flex-col gap-4 text-sm">
      {sections.map((section, i) => (
        <section key={i} className="flex flex-col gap-1.5">
          <h3 className="font-semibold">{section.title}</h3>
          {section.kind === 'bullets' ? (
            <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
              {section.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          ) : section.kind === 'paragraph' ? (
            <p className="text-muted-foreground">{section.text}</p>
          ) : null}
        </section>
      ))}
    </div>
  );
}

export interface JobDescriptionDialogProps extends OnDemandDialogProps {
  text: string | null | undefined;
  subtitle: string;
}

/** The job description in a dialog, loaded on demand by its 'View Details' button (decision 0440). */
export default function JobDescriptionDialog({
  text,
  subtitle,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: JobDescriptionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Job Description"
        description={subtitle}
        className="max-w-2xl"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <JobDescriptionView text={text} />
      </DialogContent>
    </Dialog>
  );
}
