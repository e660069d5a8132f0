import { CLIENT_MESSAGE_TYPES, SERVER_MESSAGE_TYPES } from '@mockint/api-contract/socket';
import { CASES, UNKNOWN_ID, type CaseContext, type ConformanceCase, type SuiteState } from './cases/index.ts';
import { Contract, type ContractOperation } from './contract.ts';
import { send } from './http.ts';
import type { FrameResult } from './socket.ts';
import { requestLimits, runLimits, text } from './limits.ts';
import { dataOf, Session, type OperationResult } from './suite.ts';

export interface ConformanceOptions {
  /** API base including /api/v1, e.g. http://127.0.0.1:4010/api/v1. */
  apiUrl: string;
  /** Socket base including /ws/v1. */
  wsUrl: string;
  /** For a real API: a token (skips the mock persona sign-in). */
  accessToken?: string;
  candidateId?: string;
  /** Skip calls that spend credits or change data. */
  readOnly?: boolean;
  /** Mock persona to sign in as (default: a fresh isolated copy of `default`). */
  persona?: string;
  contract?: Contract;
  /** Cases to run (tests drop some to prove the coverage check). */
  cases?: ConformanceCase[];
}

export interface ConformanceReport {
  target: string;
  readOnly: boolean;
  operations: OperationResult[];
  socket: FrameResult[];
  socketError?: string;
  ok: boolean;
}

/** Exercised by the sign-in itself, whichever way the suite signs in. */
const SIGN_IN_OPERATIONS = ['createGoogleAuthorizationUri', 'exchangeAuthorizationCode'];

/** Mock persona flow: authorization address → `&persona=` 302 → code/state → exchange. */
async function signInWithPersona(session: Session, persona: string, state: SuiteState): Promise<void> {
  const uri = dataOf(
    await session.call('createGoogleAuthorizationUri', {
      label: 'valid',
      json: { clientType: 'web' },
      token: null,
      expect: 200,
    }),
  );
  await session.call('createGoogleAuthorizationUri', {
    label: '400 unknown client type',
    json: { clientType: 'contract-test' },
    token: null,
    expect: 400,
  });
  if (typeof uri?.authorizationUri !== 'string' || typeof uri.codeVerifier !== 'string') {
    session.skip('exchangeAuthorizationCode', 'valid', 'no authorization address to sign in with');
    return;
  }
  const authorize = new URL(uri.authorizationUri);
  authorize.searchParams.set('persona', persona);
  // A fresh copy of the persona, so this run never disturbs someone else's data on a shared mock.
  authorize.searchParams.set('fresh', '1');
  const redirect = await send({ method: 'GET', url: authorize.toString(), redirect: 'manual' });
  const location = redirect.headers.get('location');
  const callback = location ? new URL(location, authorize) : undefined;
  const code = callback?.searchParams.get('code');
  const callbackState = callback?.searchParams.get('state');
  if (redirect.status !== 302 || !code || !callbackState) {
    session.skip(
      'exchangeAuthorizationCode',
      'valid',
      `the persona page did not redirect with code and state (HTTP ${redirect.status}); is the target a mock?`,
    );
    return;
  }
  const exchange = { code, codeVerifier: uri.codeVerifier, state: callbackState };
  const signedIn = dataOf(
    await session.call('exchangeAuthorizationCode', {
      label: 'valid',
      params: { provider: 'google' },
      json: exchange,
      token: null,
      expect: 200,
    }),
  );
  await session.call('exchangeAuthorizationCode', {
    label: '400 reused code',
    params: { provider: 'google' },
    json: exchange,
    token: null,
    expect: 400,
  });
  // A code at the limits is unknown, so it reaches the code check (INVALID_AUTHORIZATION_CODE), not validation.
  await runLimits(session, {
    operationId: 'exchangeAuthorizationCode',
    rows: [
      { field: 'code', limit: 512, value: text },
      { field: 'codeVerifier', limit: 128, value: text },
      { field: 'state', limit: 512, value: text },
    ],
    base: { body: exchange, params: { provider: 'google' } },
    call: ({ body, params }) => ({ json: body, params, token: null }),
    accepted: { status: 400, message: 'INVALID_AUTHORIZATION_CODE' },
  });
  if (typeof signedIn?.accessToken === 'string') session.token = signedIn.accessToken;
  const candidate = signedIn?.candidate as Record<string, unknown> | undefined;
  if (typeof candidate?.id === 'string') state.candidateId = candidate.id;
}

/**
 * A second, isolated candidate (mock only), to check ownership: their room must answer 403 or 404 to us.
 * Unrecorded plain requests: this is set-up, not a conformance case.
 */
async function foreignRoomId(apiUrl: string, persona: string): Promise<string | undefined> {
  try {
    const uri = await send({
      method: 'POST',
      url: `${apiUrl}/auth/google/authorization-uri`,
      json: { clientType: 'web' },
    });
    const data = dataOf(uri);
    if (typeof data?.authorizationUri !== 'string' || typeof data.codeVerifier !== 'string') return undefined;
    const authorize = new URL(data.authorizationUri);
    authorize.searchParams.set('persona', persona);
    authorize.searchParams.set('fresh', '1');
    const location = (
      await send({ method: 'GET', url: authorize.toString(), redirect: 'manual' })
    ).headers.get('location');
    const callback = location ? new URL(location, authorize) : undefined;
    const exchange = await send({
      method: 'POST',
      url: `${apiUrl}/auth/google/exchange-code`,
      json: {
        code: callback?.searchParams.get('code'),
        codeVerifier: data.codeVerifier,
        state: callback?.searchParams.get('state'),
      },
    });
    const token = dataOf(exchange)?.accessToken;
    if (typeof token !== 'string') return undefined;
    const rooms = dataOf(
      await send({ method: 'GET', url: `${apiUrl}/candidate/interview-rooms?page=0&size=1`, token }),
    );
    const first = Array.isArray(rooms?.content)
      ? (rooms.content[0] as { id?: unknown } | undefined)
      : undefined;
    return typeof first?.id === 'string' ? first.id : undefined;
  } catch {
    return undefined;
  }
}

/** With a real API's token: the exchange cannot be driven without Google, its error case can. */
async function useGivenToken(
  session: Session,
  options: ConformanceOptions,
  state: SuiteState,
): Promise<void> {
  session.token = options.accessToken;
  if (options.candidateId) state.candidateId = options.candidateId;
  await session.call('createGoogleAuthorizationUri', {
    label: 'valid',
    json: { clientType: 'web' },
    token: null,
    expect: 200,
  });
  session.skip(
    'exchangeAuthorizationCode',
    'valid',
    'needs a real Google sign-in (CONTRACT_ACCESS_TOKEN given)',
  );
  await session.call('exchangeAuthorizationCode', {
    label: '400 unknown code',
    params: { provider: 'google' },
    json: {
      code: 'contract-test-code',
      codeVerifier: 'contract-test-verifier',
      state: 'contract-test-state',
    },
    token: null,
    expect: 400,
  });
}

const placeholderParams = (op: ContractOperation): Record<string, string> =>
  Object.fromEntries(
    op.parameters
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => {
        const values = parameter.schema.enum;
        return [
          parameter.name,
          Array.isArray(values) && typeof values[0] === 'string' ? values[0] : UNKNOWN_ID,
        ];
      }),
  );

/**
 * Error cases every operation declares and any client can provoke without side effects: 401 without a
 * token, 404 for an id that does not exist, 400 for a JSON body missing every required field.
 */
async function declaredErrorCases(
  session: Session,
  op: ContractOperation,
  changesData: boolean,
  readOnly: boolean,
) {
  const params = placeholderParams(op);
  const jsonBody = op.requestContentTypes.includes('application/json');
  if (op.secured && op.statuses.includes('401')) {
    await session.call(op.operationId, {
      label: '401 without token',
      params,
      ...(jsonBody ? { json: {} } : op.requestContentTypes.length ? { form: new FormData() } : {}),
      token: null,
      expect: 401,
    });
  }
  // A buggy server could act on a malformed write; in read-only mode only the 401 above is sent to writes.
  if (readOnly && changesData) return;
  const idParams = op.parameters.filter(
    (parameter) => parameter.in === 'path' && !Array.isArray(parameter.schema.enum),
  );
  if (idParams.length > 0 && op.statuses.includes('404')) {
    await session.call(op.operationId, { label: '404 unknown id', params, expect: 404 });
  }
  if (jsonBody && op.statuses.includes('400')) {
    await session.call(op.operationId, {
      label: '400 body missing required fields',
      params,
      json: {},
      ...(op.secured ? {} : { token: null }),
      expect: 400,
    });
  }
}

export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const contract = options.contract ?? Contract.load();
  const session = new Session(contract, options.apiUrl);
  const state: SuiteState = { rooms: [] };
  const readOnly = options.readOnly ?? false;
  const cases = options.cases ?? CASES;

  if (options.accessToken) await useGivenToken(session, options, state);
  else {
    await signInWithPersona(session, options.persona ?? 'default', state);
    state.foreignRoomId = await foreignRoomId(options.apiUrl, options.persona ?? 'default');
  }

  const ctx: CaseContext = { session, state, readOnly, wsUrl: options.wsUrl };
  const covered = new Set([...SIGN_IN_OPERATIONS, ...cases.map((c) => c.operationId)]);
  const changesData = new Map(cases.map((c) => [c.operationId, c.changesData === true]));
  for (const testCase of cases) {
    if (!contract.byId.has(testCase.operationId)) continue;
    if (readOnly && testCase.changesData) {
      session.skip(
        testCase.operationId,
        'valid',
        'read-only mode (CONTRACT_READ_ONLY=1): spends credits or changes data',
      );
      continue;
    }
    if (!session.token) {
      session.skip(testCase.operationId, 'valid', 'not signed in');
      continue;
    }
    try {
      await testCase.run(ctx);
    } catch (error) {
      session.record(testCase.operationId, {
        label: 'valid',
        outcome: 'FAIL',
        detail: `case crashed: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  for (const op of contract.operations) {
    // Operations without a case get only these; the report still fails them for the missing case.
    if (covered.has(op.operationId))
      await declaredErrorCases(session, op, changesData.get(op.operationId) ?? false, readOnly);
  }

  const socket: FrameResult[] =
    state.socket?.frames ??
    [
      ...SERVER_MESSAGE_TYPES.map((type) => ({ direction: 'server' as const, type })),
      ...CLIENT_MESSAGE_TYPES.map((type) => ({ direction: 'client' as const, type })),
    ].map((frame) => ({
      ...frame,
      outcome: 'SKIP' as const,
      count: 0,
      detail: readOnly
        ? 'read-only mode: the conversation needs a registered, joined room'
        : 'no room was joined',
    }));

  // Every bounded request input needs its limit case (limits.ts), as every operation needs its case.
  if (!readOnly) {
    for (const op of contract.operations) {
      const ran = session.resultsOf(op.operationId).some((call) => call.outcome === 'PASS');
      if (!ran) continue;
      const done = session.limitsCovered(op.operationId);
      for (const field of requestLimits(contract.document, op).filter((f) => !done.has(f)))
        session.record(op.operationId, {
          label: `limit ${field}`,
          outcome: 'FAIL',
          detail: `request limit ${field} has no case at and past it (src/conformance/limits.ts)`,
        });
    }
  }

  const operations = session.operationResults(covered);
  const socketError = state.socket?.error;
  const ok =
    operations.every((op) => op.outcome !== 'FAIL') &&
    socket.every((frame) => frame.outcome !== 'FAIL') &&
    !socketError;
  return {
    target: options.apiUrl,
    readOnly,
    operations,
    socket,
    ...(socketError ? { socketError } : {}),
    ok,
  };
}
