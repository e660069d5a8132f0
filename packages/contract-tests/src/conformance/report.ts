import type { ConformanceReport } from './runner.ts';

const pad = (text: string, width: number): string =>
  text.length >= width ? text : text + ' '.repeat(width - text.length);

/** One line per operation and per socket message type: outcome, name, calls, first error. */
export function formatReport(report: ConformanceReport): string[] {
  const lines: string[] = [];
  lines.push(`Contract conformance against ${report.target}${report.readOnly ? ' (read-only)' : ''}`);
  lines.push('');
  lines.push('HTTP operations (openapi.yaml):');
  const keyWidth = Math.max(...report.operations.map((op) => `${op.key} (${op.operationId})`.length));
  for (const op of report.operations) {
    const ran = op.calls.filter((call) => call.outcome !== 'SKIP').length;
    const name = pad(`${op.key} (${op.operationId})`, keyWidth);
    lines.push(`  ${pad(op.outcome, 4)}  ${name}  ${ran} call(s)${op.detail ? `  — ${op.detail}` : ''}`);
  }
  lines.push('');
  lines.push('Socket messages (zod schemas of @mockint/api-contract/socket):');
  for (const frame of report.socket) {
    const arrow = frame.direction === 'server' ? 'server→client' : 'client→server';
    lines.push(
      `  ${pad(frame.outcome, 4)}  ${arrow} ${pad(frame.type, 24)} ${frame.count} frame(s)${frame.detail ? `  — ${frame.detail}` : ''}`,
    );
  }
  if (report.socketError) lines.push(`  FAIL  conversation: ${report.socketError}`);
  const count = (outcome: string) =>
    report.operations.filter((op) => op.outcome === outcome).length +
    report.socket.filter((f) => f.outcome === outcome).length;
  lines.push('');
  lines.push(
    `${report.ok ? 'PASS' : 'FAIL'}: ${count('PASS')} passed, ${count('FAIL') + (report.socketError ? 1 : 0)} failed, ${count('SKIP')} skipped`,
  );
  return lines;
}
