/** Says where the spoken answers go besides the interview itself (decision 0801). */
export const ANSWERS_KEPT_TEXT =
  'Your spoken answers are also kept on this device, so you can replay them in your report.';

export function AnswersKeptNote() {
  return <p className="max-w-md text-center text-xs text-muted-foreground">{ANSWERS_KEPT_TEXT}</p>;
}
