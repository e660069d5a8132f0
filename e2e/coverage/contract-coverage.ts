// Contract coverage of the e2e suite (decision 0264): what the mock counted (MOCK_COVERAGE_FILE) against what the
// contract declares. Pure: the CLI (report.ts) reads the files and prints, writes and enforces the floor.
import { API_ERROR_CODES } from '@mockint/api-contract';
import { CLIENT_MESSAGE_TYPES, SERVER_MESSAGE_TYPES, SOCKET_ERROR_CODES } from '@mockint/api-contract/socket';
import type { CoverageCounts } from '@mockint/mock-server';

// The counts file's shape is the mock's, which writes it.
export type { CoverageCounts };

export interface DeclaredOperation {
  operationId: string;
  key: string;
  statuses: string[];
}

export interface Dimension {
  name: string;
  covered: number;
  total: number;
  percent: number;
  missing: string[];
}

export type Floor = Record<
  'operations' | 'operationStatuses' | 'socketMessageTypes' | 'socketErrorCodes',
  number
>;

const dimension = (name: string, all: string[], seen: (item: string) => boolean): Dimension => {
  const missing = all.filter((item) => !seen(item));
  const covered = all.length - missing.length;
  return {
    name,
    covered,
    total: all.length,
    percent: all.length ? (covered / all.length) * 100 : 100,
    missing,
  };
};

/** Every dimension of the report; `missing` names what no test exercised. */
export function measure(counts: CoverageCounts, operations: DeclaredOperation[]) {
  const answered = (id: string, status?: string) =>
    Object.entries(counts.operations[id] ?? {}).some(
      ([s, n]) => n > 0 && (status === undefined || s === status),
    );
  const pairs = operations.flatMap((op) =>
    op.statuses.filter((s) => /^\d{3}$/.test(s)).map((s) => `${op.key} → ${s}`),
  );
  const pairOf = new Map(
    operations.flatMap((op) => op.statuses.map((s) => [`${op.key} → ${s}`, [op.operationId, s] as const])),
  );
  const messageTypes = [
    ...CLIENT_MESSAGE_TYPES.map((t) => `client ${t}`),
    ...SERVER_MESSAGE_TYPES.map((t) => `server ${t}`),
  ];
  return {
    operations: dimension(
      'operations',
      operations.map((op) => op.key),
      (key) => answered(operations.find((op) => op.key === key)!.operationId),
    ),
    operationStatuses: dimension('operations × declared statuses', pairs, (pair) => {
      const [id, status] = pairOf.get(pair)!;
      return answered(id, status);
    }),
    socketMessageTypes: dimension('socket message types (both ways)', messageTypes, (item) => {
      const [direction, type] = item.split(' ') as ['client' | 'server', string];
      return ((direction === 'client' ? counts.socketClient : counts.socketServer)[type] ?? 0) > 0;
    }),
    socketErrorCodes: dimension(
      'socket error codes',
      [...SOCKET_ERROR_CODES],
      (code) => (counts.socketErrorCodes[code] ?? 0) > 0,
    ),
    httpErrorCodes: dimension(
      'HTTP error codes (ApiErrorCode)',
      [...API_ERROR_CODES],
      (code) => (counts.httpErrorCodes[code] ?? 0) > 0,
    ),
  };
}

export type Measured = ReturnType<typeof measure>;

/** The dimensions under their floor, as readable lines; empty when the floor holds. */
export function belowFloor(measured: Measured, floor: Floor): string[] {
  return (Object.keys(floor) as (keyof Floor)[])
    .filter((key) => measured[key].percent + 1e-9 < floor[key])
    .map((key) => `${measured[key].name}: ${measured[key].percent.toFixed(1)} % < floor ${floor[key]} %`);
}

export function table(measured: Measured): string {
  const rows = Object.values(measured).map(
    (d) =>
      `${d.name.padEnd(36)} ${`${d.covered}/${d.total}`.padStart(9)} ${`${d.percent.toFixed(1)} %`.padStart(8)}`,
  );
  return [
    `${'contract coverage of the e2e suite'.padEnd(36)} ${'covered'.padStart(9)} ${'share'.padStart(8)}`,
    ...rows,
  ].join('\n');
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function html(measured: Measured): string {
  const sections = Object.values(measured)
    .map(
      (d) =>
        `<h2>${escapeHtml(d.name)}: ${d.covered}/${d.total} (${d.percent.toFixed(1)} %)</h2>` +
        (d.missing.length
          ? `<p>Not exercised:</p><ul>${d.missing.map((m) => `<li><code>${escapeHtml(m)}</code></li>`).join('')}</ul>`
          : '<p>All exercised.</p>'),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Contract coverage</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;max-width:60rem}code{font-size:13px}</style>
<h1>Contract coverage of the e2e suite</h1>
${sections}
</html>
`;
}
