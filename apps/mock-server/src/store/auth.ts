// Sign-in (a PKCE-shaped code flow), tokens, and the one way a request or a socket is authenticated.
import { badRequest, notFound } from './errors.ts';
import { opaqueToken, sha256Base64Url } from './ids.ts';
import { clonePersona } from './personas.ts';
import type { AuthFlowRecord, CandidateRecord, TokenRecord } from './types.ts';
import type { StoreState } from './state.ts';

const AUTH_FLOW_TTL_MS = 10 * 60_000;

export interface SignIn {
  candidate: CandidateRecord;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export type AuthResult =
  | { ok: true; candidate: CandidateRecord; token: TokenRecord }
  | { ok: false; reason: 'missing' | 'unknown' | 'expired' };

/** Starts a PKCE-shaped sign-in: the caller keeps the verifier, the provider page carries state + challenge. */
export function startAuthorization(
  s: StoreState,
  redirectUri: string,
): { state: string; codeVerifier: string; codeChallenge: string } {
  pruneAuthFlows(s);
  const state = opaqueToken(16);
  const codeVerifier = opaqueToken(48);
  const codeChallenge = sha256Base64Url(codeVerifier);
  s.authFlows.set(state, {
    state,
    codeChallenge,
    redirectUri,
    createdAt: s.now(),
    code: null,
    candidateId: null,
    used: false,
  });
  return { state, codeVerifier, codeChallenge };
}

export function getAuthFlow(s: StoreState, state: string): AuthFlowRecord | undefined {
  const flow = s.authFlows.get(state);
  if (!flow || s.now() - flow.createdAt > AUTH_FLOW_TTL_MS) return undefined;
  return flow;
}

/** The provider page's choice: issues a one-time code bound to the state for that persona's candidate. */
export function authorize(
  s: StoreState,
  state: string,
  personaId: string,
  opts: { fresh?: boolean } = {},
): { code: string; redirectUri: string } {
  const flow = getAuthFlow(s, state);
  if (!flow || flow.used) throw badRequest('Unknown or expired sign-in state');
  const persona = s.persona(personaId);
  if (!persona) throw badRequest(`Unknown persona '${personaId}'`);
  const candidateId = opts.fresh ? clonePersona(s, personaId).id : persona.candidate.id;
  if (!s.candidates.has(candidateId)) throw badRequest(`Persona '${personaId}' is not available`);
  if (flow.code) s.codes.delete(flow.code);
  const code = opaqueToken(24);
  flow.code = code;
  flow.candidateId = candidateId;
  s.codes.set(code, state);
  return { code, redirectUri: flow.redirectUri };
}

export function exchangeCode(
  s: StoreState,
  input: { code: string; codeVerifier: string; state: string },
): SignIn {
  const state = s.codes.get(input.code);
  const flow = state ? getAuthFlow(s, state) : undefined;
  if (!state || !flow || flow.used || !flow.candidateId)
    throw badRequest('Invalid or already used authorization code');
  if (state !== input.state) throw badRequest('State does not match the authorization code');
  if (sha256Base64Url(input.codeVerifier) !== flow.codeChallenge)
    throw badRequest('Code verifier does not match the code challenge');
  flow.used = true;
  s.codes.delete(input.code);
  return issueTokens(s, flow.candidateId);
}

export function issueTokens(s: StoreState, candidateId: string): SignIn {
  const candidate = s.candidates.get(candidateId);
  if (!candidate) throw notFound('Candidate');
  const expiresAt = s.now() + s.tokenTtlSeconds * 1000;
  const accessToken = opaqueToken();
  const refreshToken = opaqueToken();
  s.tokens.set(accessToken, { token: accessToken, kind: 'access', candidateId, expiresAt });
  s.tokens.set(refreshToken, {
    token: refreshToken,
    kind: 'refresh',
    candidateId,
    expiresAt: expiresAt * 1 + 30 * 86_400_000,
  });
  s.changed();
  return { candidate, accessToken, refreshToken, expiresIn: s.tokenTtlSeconds };
}

export function authenticate(s: StoreState, accessToken: string | undefined): AuthResult {
  if (!accessToken) return { ok: false, reason: 'missing' };
  const token = s.tokens.get(accessToken);
  const candidate = token && token.kind === 'access' ? s.candidates.get(token.candidateId) : undefined;
  if (!token || !candidate) return { ok: false, reason: 'unknown' };
  if (token.expiresAt <= s.now()) return { ok: false, reason: 'expired' };
  return { ok: true, candidate, token };
}

/** The web app's `session` cookie: `${candidateId}:${accessToken}`; both halves must agree. */
export function getCandidateBySessionCookie(
  s: StoreState,
  value: string | undefined,
): CandidateRecord | undefined {
  const result = authenticateSessionCookie(s, value);
  return result.ok ? result.candidate : undefined;
}

/** authenticate() for the `session` cookie: the token half must be valid and the id half its candidate. */
export function authenticateSessionCookie(s: StoreState, value: string | undefined): AuthResult {
  if (!value) return { ok: false, reason: 'missing' };
  const i = value.indexOf(':');
  if (i <= 0) return { ok: false, reason: 'unknown' };
  const result = authenticate(s, value.slice(i + 1));
  return result.ok && result.candidate.id !== value.slice(0, i) ? { ok: false, reason: 'unknown' } : result;
}

/** Test/e2e helper: make a token expire now. */
export function expireToken(s: StoreState, accessToken: string): void {
  const t = s.tokens.get(accessToken);
  if (t) t.expiresAt = s.now() - 1;
}

function pruneAuthFlows(s: StoreState): void {
  const cutoff = s.now() - AUTH_FLOW_TTL_MS;
  for (const [state, f] of s.authFlows) {
    if (f.createdAt < cutoff) {
      s.authFlows.delete(state);
      if (f.code) s.codes.delete(f.code);
    }
  }
}
