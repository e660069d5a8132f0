/**
 * The escape hatch of the breaking-change gate: a breaking change is accepted only when the contract's
 * major version went up AND packages/api-contract/CHANGELOG.md explains it under a heading for that
 * version. Both, so that a bump is a deliberate, documented act rather than a way to silence CI.
 */

function major(version: string | undefined): number | undefined {
  const match = version?.match(/^v?(\d+)\.\d+\.\d+/);
  return match ? Number(match[1]) : undefined;
}

export function isMajorBump(before: string | undefined, after: string | undefined): boolean {
  const from = major(before);
  const to = major(after);
  return from !== undefined && to !== undefined && to > from;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * True when the changelog has a markdown heading naming `version` (e.g. `## 2.0.0 - 2026-11-22` or
 * `## [2.0.0]`) followed by at least one non-empty line before the next heading. With `mustMention`,
 * the heading must also contain that word (the socket protocol's entries say "socket").
 */
export function hasChangelogEntry(changelog: string, version: string, mustMention?: string): boolean {
  const lines = changelog.split(/\r?\n/);
  const versionPattern = new RegExp(`(^|[^\\d.])v?${escape(version)}(?![\\d.]*\\d)`);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (!/^#{1,4}\s/.test(line) || !versionPattern.test(line)) continue;
    if (mustMention && !line.toLowerCase().includes(mustMention.toLowerCase())) continue;
    for (let j = i + 1; j < lines.length; j++) {
      const body = lines[j] ?? '';
      if (/^#{1,4}\s/.test(body)) break;
      if (body.trim()) return true;
    }
  }
  return false;
}

export interface GateInput {
  /** Label used in messages: "HTTP API (openapi.yaml info.version)". */
  label: string;
  before: string | undefined;
  after: string | undefined;
  changelog: string | undefined;
  /** Word the changelog heading must contain besides the version (socket entries name "socket"). */
  mustMention?: string;
  breakingCount: number;
}

export type GateVerdict = { ok: true; note?: string } | { ok: false; reason: string };

export function judge(input: GateInput): GateVerdict {
  if (input.breakingCount === 0) return { ok: true };
  const entryName = input.mustMention ? `"${input.mustMention} ${input.after}"` : `"${input.after}"`;
  if (!isMajorBump(input.before, input.after)) {
    return {
      ok: false,
      reason:
        `${input.breakingCount} breaking change(s) in the ${input.label} without a major version bump ` +
        `(${input.before ?? '?'} → ${input.after ?? '?'}). Either make the change additive, or bump the ` +
        `major version and add a CHANGELOG.md entry in packages/api-contract.`,
    };
  }
  if (!input.changelog || !hasChangelogEntry(input.changelog, input.after ?? '', input.mustMention)) {
    return {
      ok: false,
      reason:
        `${input.label}: major version bumped to ${input.after}, but packages/api-contract/CHANGELOG.md has no ` +
        `entry for it (add a heading containing ${entryName} with a line explaining the breaking change).`,
    };
  }
  return {
    ok: true,
    note: `${input.label}: breaking changes accepted by the ${input.after} major bump (changelog entry found).`,
  };
}
