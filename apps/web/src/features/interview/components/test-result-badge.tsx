import { Badge } from '@mockint/ui';
import type { TestResult } from '../utils/mic-test';

const LABELS: Record<TestResult, string> = { pending: 'Pending', success: 'Success', failed: 'Failed' };
const VARIANTS = { pending: 'outline', success: 'success', failed: 'destructive' } as const;

export function TestResultBadge({ result, testName }: { result: TestResult; testName: string }) {
  return (
    <Badge variant={VARIANTS[result]} data-result={result} aria-label={`${testName}: ${LABELS[result]}`}>
      {LABELS[result]}
    </Badge>
  );
}
