import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  listOperations,
  loadOpenApiDocument,
  resolveRef,
  type JsonObject,
} from '../scripts/lib/openapi-document.ts';
import { jobInterviewInput as jobInput, registrationConsent as consent } from './registration-input.ts';

const doc = loadOpenApiDocument();
const operations = listOperations(doc);

// ajv-formats is CommonJS; depending on the loader its default import is the plugin or the module object.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

const BASE = 'https://contract.mockint.test/openapi.json';
const localRef = /"#\/components\/schemas\/([A-Za-z0-9_]+)"/g;
const absolutise = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value).replace(localRef, `"${BASE}#/$defs/$1"`)) as T;

// strict mode: a misspelt keyword in openapi.yaml fails here instead of being silently ignored.
const ajv = new Ajv2020({ strict: true, strictTypes: false, allowUnionTypes: true, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addKeyword({ keyword: 'discriminator' });
ajv.addSchema({ $id: BASE, $defs: absolutise(doc.components.schemas) });

const validatorFor = (name: string): ValidateFunction => {
  const validate = ajv.getSchema(`${BASE}#/$defs/${name}`);
  if (!validate) throw new Error(`no schema ${name}`);
  return validate;
};
const accepts = (name: string, value: unknown) => validatorFor(name)(value) === true;

let inlineCount = 0;
const compileInline = (schema: JsonObject) =>
  ajv.compile({ $id: `${BASE}/inline/${inlineCount++}`, ...absolutise(schema) });

describe('examples in openapi.yaml', () => {
  it('every component schema example is valid against its schema', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      for (const example of (schema.examples as unknown[] | undefined) ?? []) {
        checked += 1;
        const validate = validatorFor(name);
        if (!validate(example)) failures.push(`${name}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('every response and request example is valid against its media-type schema', () => {
    const media: Array<[string, JsonObject]> = [];
    for (const op of operations) {
      const bodies = op.requestBody ? [['request', op.requestBody] as const] : [];
      for (const [where, holder] of [...bodies, ...Object.entries(op.responses)]) {
        const content = resolveRef<JsonObject>(doc, holder).content as Record<string, JsonObject> | undefined;
        for (const [type, value] of Object.entries(content ?? {}))
          media.push([`${op.operationId} ${where} ${type}`, value]);
      }
    }
    const failures: string[] = [];
    let checked = 0;
    for (const [label, value] of media) {
      const examples = [
        ...('example' in value ? [value.example] : []),
        ...Object.values((value.examples as Record<string, JsonObject> | undefined) ?? {}).map(
          (e) => e.value,
        ),
      ];
      if (examples.length === 0) continue;
      const validate = compileInline(value.schema as JsonObject);
      for (const example of examples) {
        checked += 1;
        if (!validate(example)) failures.push(`${label}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});

describe('request bodies are closed, responses are open', () => {
  it('every request body schema sets additionalProperties: false', () => {
    for (const op of operations.filter((o) => o.requestBody)) {
      const content = op.requestBody!.content as Record<string, JsonObject>;
      for (const [type, value] of Object.entries(content)) {
        const schema = resolveRef<JsonObject>(doc, value.schema);
        expect(schema.additionalProperties, `${op.operationId} ${type}`).toBe(false);
      }
    }
  });

  it('no schema reachable from a response sets additionalProperties: false', () => {
    const closed: string[] = [];
    const seen = new Set<unknown>();
    const walk = (node: unknown, where: string): void => {
      if (!node || typeof node !== 'object' || seen.has(node)) return;
      seen.add(node);
      const obj = node as JsonObject;
      if (typeof obj.$ref === 'string') return walk(resolveRef(doc, obj), obj.$ref);
      if (obj.additionalProperties === false) closed.push(where);
      for (const [key, child] of Object.entries(obj))
        if (key !== 'examples' && key !== 'example') walk(child, where);
    };
    for (const op of operations) {
      for (const [status, response] of Object.entries(op.responses))
        walk(resolveRef(doc, response), `${op.operationId} ${status}`);
    }
    expect(closed).toEqual([]);
  });
});

describe('schemas enforce the spec rules', () => {
  it('rejects unknown request fields but tolerates unknown response fields', () => {
    const join = { interviewRoomId: 'r-1', candidateId: 'c-1', interviewerId: 'i-1' };
    expect(accepts('JoinInterviewRequest', join)).toBe(true);
    expect(accepts('JoinInterviewRequest', { ...join, admin: true })).toBe(false);
    const candidate = {
      id: 'c-1',
      fullName: 'Ada',
      nickname: null,
      email: 'ada@example.org',
      avatar: null,
      candidateCredits: null,
    };
    expect(accepts('Candidate', { ...candidate, newField: 1 })).toBe(true);
  });

  it('discriminates registration inputs by interviewType', () => {
    expect(accepts('RegistrationInput', jobInput)).toBe(true);
    expect(accepts('RegistrationInput', { ...jobInput, interviewType: 'SALARY_NEGOTIATION' })).toBe(false);
    const { jobDescription: _jd, ...withoutJd } = jobInput;
    expect(accepts('RegistrationInput', withoutJd)).toBe(false);
    expect(
      accepts('RegistrationInput', {
        ...withoutJd,
        interviewType: 'SALARY_NEGOTIATION',
        interviewScenarioId: 'scn-1',
        interviewSalaryCurrencyId: 'cur-usd',
        salaryExpectation: 10000,
        salaryPaymentPeriod: 'MONTHLY',
      }),
    ).toBe(true);
    expect(accepts('RegisterInterviewForm', { input: JSON.stringify(jobInput) })).toBe(true);
    expect(accepts('RegisterInterviewForm', { input: jobInput })).toBe(true);
    expect(accepts('RegisterInterviewForm', {})).toBe(false);
  });

  it('limits the job description to 2500 characters', () => {
    expect(accepts('ExtractJobDescriptionRequest', { jobDescription: 'x'.repeat(2500) })).toBe(true);
    expect(accepts('ExtractJobDescriptionRequest', { jobDescription: 'x'.repeat(2501) })).toBe(false);
    expect(accepts('RegistrationInput', { ...jobInput, jobDescription: 'x'.repeat(2501) })).toBe(false);
  });

  it('only accepts a consent that accepts both documents', () => {
    expect(accepts('ConsentPayload', consent)).toBe(true);
    expect(accepts('ConsentPayload', { ...consent, termsAccepted: false })).toBe(false);
    expect(accepts('ConsentPayload', { ...consent, type: 'NEWSLETTER' })).toBe(false);
  });

  it('validates product feedback like the dialog does', () => {
    const feedback = { candidateId: 'c-1', rating: 5, comment: 'Great' };
    expect(accepts('ApplicationFeedbackSubmission', feedback)).toBe(true);
    expect(
      accepts('ApplicationFeedbackSubmission', { ...feedback, candidateName: null, interviewRoomId: null }),
    ).toBe(true);
    expect(accepts('ApplicationFeedbackSubmission', { ...feedback, comment: '   ' })).toBe(false);
    expect(accepts('ApplicationFeedbackSubmission', { ...feedback, rating: 0 })).toBe(false);
    expect(accepts('ApplicationFeedbackSubmission', { ...feedback, rating: 6 })).toBe(false);
    expect(accepts('ApplicationFeedbackSubmission', { ...feedback, rating: 4.5 })).toBe(false);
  });

  it('requires a non-blank nickname', () => {
    const update = { id: 'c-1', email: 'ada@example.org', nickname: 'Ada' };
    expect(accepts('UpdateCandidateRequest', update)).toBe(true);
    expect(accepts('UpdateCandidateRequest', { ...update, nickname: '' })).toBe(false);
    expect(accepts('UpdateCandidateRequest', { ...update, nickname: '  ' })).toBe(false);
  });

  it('keeps 400 messages open to unknown codes while listing the known ones', () => {
    expect(
      accepts('BadRequestEnvelope', { status: 400, message: 'INTERVIEW_QUOTA_EXCEEDED', data: null }),
    ).toBe(true);
    expect(accepts('BadRequestEnvelope', { status: 400, message: 'SOME_FUTURE_CODE', data: null })).toBe(
      true,
    );
    expect(accepts('BadRequestEnvelope', { status: 500, message: 'x', data: null })).toBe(false);
    expect(accepts('ErrorEnvelope', { status: 404, message: 'Not found', data: { leaked: true } })).toBe(
      false,
    );
  });
});
