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
  storeState: StoreState,
  redirectUri: string,
): { state: string; codeVerifier: string; codeChallenge: string } {
  pruneAuthFlows(storeState);
  const state = opaqueToken(16);
  const codeVerifier = opaqueToken(48);
  const codeChallenge = sha256Base64Url(codeVerifier);
  storeState.authFlows.set(state, {
    state,
    codeChallenge,
    redirectUri,
    createdAt: storeState.now(),
    code: null,
    candidateId: null,
    used: false,
  });
  return { state, codeVerifier, codeChallenge };
}

export function getAuthFlow(storeState: StoreState, state: string): AuthFlowRecord | undefined {
  const flow = storeState.authFlows.get(state);
  if (!flow || storeState.now() - flow.createdAt > AUTH_FLOW_TTL_MS) return undefined;
  return flow;
}

/** The provider page's choice: issues a one-time code bound to the state for that persona's candidate. */
export function authorize(
  storeState: StoreState,
  state: string,
  personaId: string,
  opts: { fresh?: boolean } = {},
): { code: string; redirectUri: string } {
  const flow = getAuthFlow(storeState, state);
  if (!flow || flow.used) throw badRequest('Unknown or expired sign-in state');
  const persona = storeState.persona(personaId);
  if (!persona) throw badRequest(`Unknown persona '${personaId}'`);
  const candidateId = opts.fresh ? clonePersona(storeState, personaId).id : persona.candidate.id;
  if (!storeState.candidates.has(candidateId)) throw badRequest(`Persona '${personaId}' is not available`);
  if (flow.code) storeState.codes.delete(flow.code);
  const code = opaqueToken(24);
  flow.code = code;
  flow.candidateId = candidateId;
  storeState.codes.set(code, state);
  return { code, redirectUri: flow.redirectUri };
}

export function exchangeCode(
  storeState: StoreState,
  input: { code: string; codeVerifier: string; state: string },
): SignIn {
  const state = storeState.codes.get(input.code);
  const flow = state ? getAuthFlow(storeState, state) : undefined;
  if (!state || !flow || flow.used || !flow.candidateId)
    throw badRequest('Invalid or already used authorization code');
  if (state !== input.state) throw badRequest('State does not match the authorization code');
  if (sha256Base64Url(input.codeVerifier) !== flow.codeChallenge)
    throw badRequest('Code verifier does not match the code challenge');
  flow.used = true;
  storeState.codes.delete(input.code);
  return issueTokens(storeState, flow.candidateId);
}

export function issueTokens(storeState: StoreState, candidateId: string): SignIn {
  const candidate = storeState.candidates.get(candidateId);
  if (!candidate) throw notFound('Candidate');
  const expiresAt = storeState.now() + storeState.tokenTtlSeconds * 1000;
  const accessToken = opaqueToken();
  const refreshToken = opaqueToken();
  storeState.tokens.set(accessToken, { token: accessToken, kind: 'access', candidateId, expiresAt });
  storeState.tokens.set(refreshToken, {
    token: refreshToken,
    kind: 'refresh',
    candidateId,
    expiresAt: expiresAt * 1 + 30 * 86_400_000,
  });
  storeState.changed();
  return { candidate, accessToken, refreshToken, expiresIn: storeState.tokenTtlSeconds };
}

export function authenticate(storeState: StoreState, accessToken: string | undefined): AuthResult {
  if (!accessToken) return { ok: false, reason: 'missing' };
  const token = storeState.tokens.get(accessToken);
  const candidate =
    token && token.kind === 'access' ? storeState.candidates.get(token.candidateId) : undefined;
  if (!token || !candidate) return { ok: false, reason: 'unknown' };
  if (token.expiresAt <= storeState.now()) return { ok: false, reason: 'expired' };
  return { ok: true, candidate, token };
}

/** The web app's `session` cookie: `${candidateId}:${accessToken}`; both halves must agree. */
export function getCandidateBySessionCookie(
  storeState: StoreState,
  value: string | undefined,
): CandidateRecord | undefined {
  const result = authenticateSessionCookie(storeState, value);
  return result.ok ? result.candidate : undefined;
}

/** authenticate() for the `session` cookie: the token half must be valid and the id half its candidate. */
export function authenticateSessionCookie(storeState: StoreState, value: string | undefined): AuthResult {
  if (!value) return { ok: false, reason: 'missing' };
  const i = value.indexOf(':');
  if (i <= 0) return { ok: false, reason: 'unknown' };
  const result = authenticate(storeState, value.slice(i + 1));
  return result.ok && result.candidate.id !== value.slice(0, i) ? { ok: false, reason: 'unknown' } : result;
}

/** Test/e2e helper: make a token expire now. */
export function expireToken(storeState: StoreState, accessToken: string): void {
  const t = storeState.tokens.get(accessToken);
  if (t) t.expiresAt = storeState.now() - 1;
}

function pruneAuthFlows(storeState: StoreState): void {
  const cutoff = storeState.now() - AUTH_FLOW_TTL_MS;
  for (const [state, f] of storeState.authFlows) {
    if (f.createdAt < cutoff) {
      storeState.authFlows.delete(state);
      if (f.code) storeState.codes.delete(f.code);
    }
  }
}
