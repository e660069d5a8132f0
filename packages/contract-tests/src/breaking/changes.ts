/**
 * One difference between two versions of the contract, classified from the point of view of a client that
 * was built against the older version and talks to a server built from the newer one (or the reverse).
 */
export type ChangeKind = 'breaking' | 'non-breaking';

export interface ContractChange {
  kind: ChangeKind;
  /** Which half of the contract: the HTTP API (openapi.yaml) or the interview socket protocol. */
  area: 'http' | 'socket';
  /** Where: `GET /candidates/me` or `server message user_transcript`. */
  location: string;
  /** What happened, in words: `removed response field data.fullName`. */
  what: string;
  before?: string;
  after?: string;
}

const MAX_VALUE_CHARS = 120;

/** Short readable form of a schema fragment or value for "before → after" lines. */
export function describeValue(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return JSON.stringify(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const schema = value as Record<string, unknown>;
    // A schema reads best as its type; the full JSON of a nested object is noise in a CI log.
    if (typeof schema.$ref === 'string') return schema.$ref.replace(/^#\/(components\/schemas|\$defs)\//, '');
    if (typeof schema.type === 'string' || Array.isArray(schema.type)) {
      const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
      return Array.isArray(schema.enum) ? `${type} ${JSON.stringify(schema.enum)}` : type;
    }
  }
  const json = JSON.stringify(value) ?? String(value);
  return json.length > MAX_VALUE_CHARS ? `${json.slice(0, MAX_VALUE_CHARS - 1)}…` : json;
}

export function formatChange(change: ContractChange): string {
  const values =
    change.before !== undefined || change.after !== undefined
      ? ` (${change.before ?? '—'} → ${change.after ?? '—'})`
      : '';
  return `${change.location}: ${change.what}${values}`;
}

export function breakingOnly(changes: readonly ContractChange[]): ContractChange[] {
  return changes.filter((change) => change.kind === 'breaking');
}
