import { breakingOnly, formatChange, type ContractChange } from './changes.ts';
import { diffOpenApi, openApiVersion } from './openapi-diff.ts';
import { diffSocketSchemas, socketProtocolVersion } from './socket-diff.ts';
import { judge, type GateVerdict } from './version-gate.ts';

type Json = Record<string, unknown>;

/** Both halves of the contract as parsed documents. */
export interface ContractSnapshot {
  openapi: Json;
  socket: Json;
}

export interface GateResult {
  ok: boolean;
  changes: ContractChange[];
  /** Human-readable report, one entry per line. */
  lines: string[];
}

interface Part {
  label: string;
  before: string | undefined;
  after: string | undefined;
  changes: ContractChange[];
  mustMention?: string;
}

/**
 * Compares two snapshots of the contract and decides whether the difference may land. Pure: the CLI
 * finds the documents (git merge base or the committed baseline) and prints the lines.
 */
export function checkContract(input: {
  before: ContractSnapshot;
  after: ContractSnapshot;
  changelog: string | undefined;
}): GateResult {
  const parts: Part[] = [
    {
      label: 'HTTP API (openapi.yaml info.version)',
      before: openApiVersion(input.before.openapi),
      after: openApiVersion(input.after.openapi),
      changes: diffOpenApi(input.before.openapi, input.after.openapi),
    },
    {
      label: 'socket protocol (SOCKET_PROTOCOL_VERSION)',
      before: socketProtocolVersion(input.before.socket),
      after: socketProtocolVersion(input.after.socket),
      changes: diffSocketSchemas(input.before.socket, input.after.socket),
      mustMention: 'socket',
    },
  ];

  const lines: string[] = [];
  let ok = true;
  for (const part of parts) {
    const breaking = breakingOnly(part.changes);
    const additive = part.changes.length - breaking.length;
    lines.push(
      `${part.label} ${part.before ?? '?'} → ${part.after ?? '?'}: ` +
        `${breaking.length} breaking, ${additive} non-breaking change(s)`,
    );
    for (const change of breaking) lines.push(`  BREAKING ${formatChange(change)}`);
    for (const change of part.changes)
      if (change.kind !== 'breaking') lines.push(`  ok       ${formatChange(change)}`);
    const verdict: GateVerdict = judge({
      label: part.label,
      before: part.before,
      after: part.after,
      changelog: input.changelog,
      breakingCount: breaking.length,
      ...(part.mustMention ? { mustMention: part.mustMention } : {}),
    });
    if (!verdict.ok) {
      ok = false;
      lines.push(`  FAIL: ${verdict.reason}`);
    } else if (verdict.note) {
      lines.push(`  ${verdict.note}`);
    }
  }
  lines.push(ok ? 'Breaking-change gate: PASS' : 'Breaking-change gate: FAIL');
  return { ok, changes: parts.flatMap((part) => part.changes), lines };
}
