import { useEffect } from 'react';
import { Copy, Printer } from 'lucide-react';
import type { InterviewFeedback } from '@mockint/api-contract';
import { Button } from '@mockint/ui';
import { applyTheme, storedTheme } from '@/lib/theme';
import { notify } from '@/lib/toast';
import { reportSummaryText } from '../utils/report-summary';

export const EXPORT_MESSAGES = {
  copied: 'Summary copied to the clipboard',
  copyFailed: 'Could not copy the summary. Select the text and copy it instead.',
} as const;

/**
 * "Download PDF" prints the report through the print stylesheet (the browser's Save as PDF), on the light
 * palette whatever the screen theme; "Copy summary" puts the report as plain text on the clipboard.
 */
export function ReportExport({
  feedback,
  title,
  extraSummary,
}: {
  feedback: InterviewFeedback;
  title: string;
  /** The app's part of Copy summary (the delivery figures this device measured); null adds nothing. */
  extraSummary?: () => Promise<string | null>;
}) {
  // Ctrl+P prints light too, not only the button.
  useEffect(() => {
    const before = () => applyTheme('light');
    const after = () => applyTheme(storedTheme());
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  const copy = () => {
    const extra = extraSummary ? extraSummary().catch(() => null) : Promise.resolve(null);
    const write = extra.then((more) => {
      const text = reportSummaryText(feedback, title, more);
      return navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
    });
    write.then(
      () => notify.success(EXPORT_MESSAGES.copied),
      () => notify.error(EXPORT_MESSAGES.copyFailed),
    );
  };

  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button type="button" variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden="true" /> Download PDF
      </Button>
      <Button type="button" variant="outline" onClick={copy}>
        <Copy aria-hidden="true" /> Copy summary
      </Button>
    </div>
  );
}
