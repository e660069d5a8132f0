import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contract from '../src/index.ts';
import { openapiPath, packageRoot, socketProtocolSchemaPath } from '../src/node/index.ts';
import { enumOf, listOperations, loadOpenApiDocument } from '../scripts/lib/openapi-document.ts';

const doc = loadOpenApiDocument();
const schemas = doc.components.schemas;

describe('runtime enum constants equal the enums of openapi.yaml', () => {
  it.each([
    ['API_ERROR_CODES', 'ApiErrorCode'],
    ['ROOM_STATUSES', 'RoomStatus'],
    ['INTERVIEW_TYPES', 'InterviewType'],
    ['CHAT_SENDERS', 'ChatSender'],
    ['SALARY_PAYMENT_PERIODS', 'SalaryPaymentPeriod'],
    ['TRANSACTION_TYPES', 'TransactionType'],
    ['ORDER_STATUSES', 'OrderStatus'],
    ['CONSENT_TYPES', 'ConsentType'],
    ['CANDIDATE_TIERS', 'CandidateTier'],
  ] as const)('%s = %s', (constant, schemaName) => {
    expect(contract[constant]).toEqual(enumOf(doc, schemaName));
  });

  it('PUBLIC_OPERATION_IDS are exactly the operations with security: []', () => {
    const open = listOperations(doc)
      .filter((op) => Array.isArray(op.security) && op.security.length === 0)
      .map((op) => op.operationId);
    expect([...contract.PUBLIC_OPERATION_IDS].sort()).toEqual(open.sort());
  });

  it('type guards accept contract values only', () => {
    expect(contract.isApiErrorCode('FILE_SIZE_EXCEEDED')).toBe(true);
    expect(contract.isApiErrorCode('Failed')).toBe(false);
    expect(contract.isRoomStatus('ONGOING')).toBe(true);
    expect(contract.isRoomStatus('CANCELLED')).toBe(false);
    expect(contract.isInterviewType(undefined)).toBe(false);
  });
});

describe('limits equal the constraints of openapi.yaml', () => {
  const prop = (schema: string, property: string) =>
    (schemas[schema]!.properties as Record<string, Record<string, unknown>>)[property]!;

  it('job description, nickname and feedback limits', () => {
    expect(prop('ExtractJobDescriptionRequest', 'jobDescription').maxLength).toBe(
      contract.JOB_DESCRIPTION_MAX_LENGTH,
    );
    expect(prop('JobInterviewRegistrationInput', 'jobDescription').maxLength).toBe(
      contract.JOB_DESCRIPTION_MAX_LENGTH,
    );
    expect(prop('UpdateCandidateRequest', 'nickname').maxLength).toBe(contract.NICKNAME_MAX_LENGTH);
    expect(prop('ApplicationFeedbackSubmission', 'comment').maxLength).toBe(
      contract.FEEDBACK_COMMENT_MAX_LENGTH,
    );
    expect(prop('ApplicationFeedbackSubmission', 'candidateName').maxLength).toBe(
      contract.FEEDBACK_NAME_MAX_LENGTH,
    );
    expect(prop('ApplicationFeedbackSubmission', 'rating').minimum).toBe(contract.FEEDBACK_RATING_MIN);
    expect(prop('ApplicationFeedbackSubmission', 'rating').maximum).toBe(contract.FEEDBACK_RATING_MAX);
    expect((doc.components.parameters.Size!.schema as Record<string, unknown>).maximum).toBe(
      contract.PAGE_SIZE_MAX,
    );
    expect((doc.components.parameters.Page!.schema as Record<string, unknown>).maximum).toBe(
      contract.PAGE_MAX,
    );
  });

  it('registration names and salary expectation limits', () => {
    for (const input of ['JobInterviewRegistrationInput', 'SalaryNegotiationRegistrationInput'])
      for (const field of ['companyName', 'countryName', 'interviewJobRoleName'])
        expect(prop(input, field).maxLength, `${input}.${field}`).toBe(contract.REGISTRATION_NAME_MAX_LENGTH);
    const input = prop('RegisterInterviewForm', 'input') as { oneOf: Record<string, unknown>[] };
    expect(input.oneOf[1]!.maxLength).toBe(contract.REGISTRATION_INPUT_MAX_LENGTH);
    expect(prop('SalaryNegotiationRegistrationInput', 'salaryExpectation').maximum).toBe(
      contract.SALARY_EXPECTATION_MAX,
    );
  });

  it('resume part is a PDF of at most 5,000,000 bytes', () => {
    const register = doc.paths['/interviews/register']!.post!;
    const multipart = (
      register.requestBody as { content: Record<string, { encoding: Record<string, unknown> }> }
    ).content['multipart/form-data']!;
    expect(multipart.encoding.resume).toEqual({ contentType: contract.RESUME_MEDIA_TYPE });
    expect(multipart.encoding.input).toEqual({ contentType: 'application/json' });
    expect(prop('RegisterInterviewForm', 'resume').description).toContain('5,000,000 bytes');
    expect(contract.RESUME_MAX_BYTES).toBe(5_000_000);
  });
});

describe('type aliases', () => {
  it('src/http/types.ts exports one alias per component schema', () => {
    const source = readFileSync(new URL('../src/http/types.ts', import.meta.url), 'utf8');
    const aliased = [...source.matchAll(/^export type (\w+) = Schemas\['(\w+)'\];$/gm)].map((m) => {
      expect(m[1]).toBe(m[2]);
      return m[1];
    });
    expect(aliased.sort()).toEqual(Object.keys(schemas).sort());
  });
});

describe('node entry', () => {
  it('points at the files of this package', () => {
    expect(existsSync(openapiPath)).toBe(true);
    expect(readFileSync(openapiPath, 'utf8')).toMatch(/^openapi: 3\.1\.0/);
    expect(existsSync(socketProtocolSchemaPath)).toBe(true);
    expect(existsSync(`${packageRoot}/package.json`)).toBe(true);
  });
});
