import { Dialog, DialogContent } from '@mockint/ui';
import type { OnDemandDialogProps } from '@/lib/on-demand';

/** 'How credits work', loaded on demand by the balance card's info button (decision 0440). */
export default function CreditsInfoDialog({ open, onOpenChange, onCloseAutoFocus }: OnDemandDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="How credits work"
        description="What your credit balance means."
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <ul className="list-disc space-y-2 pl-5 text-sm">
          <li>One credit is needed for each interview session you register.</li>
          <li>Credits come from your sign-up bonus or from a one-time purchase on the pricing page.</li>
          <li>A credit is spent when the session is registered, even if you start it later.</li>
          <li>Free users also have a daily mock interview limit.</li>
        </ul>
      </DialogContent>
    </Dialog>
  );
}
