import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REGISTRATION_INPUT_MAX_LENGTH, type RegistrationInput } from '@mockint/api-contract';
import { presentRoom } from '../present.ts';
import { baseUrl } from '../../lib/config.ts';
import { formatAjvErrors, type ValidateFunction } from '../../contract/openapi.ts';
import { RESUME_MAX_BYTES } from '@mockint/api-contract';
import { ErrorCode, type ResumeUpload } from '../../store/index.ts';
import { HttpError } from '../../lib/http-error.ts';

// UTF-8 takes at most 4 bytes a character: read that much, then count characters against the contract.
const INPUT_MAX_BYTES = 4 * REGISTRATION_INPUT_MAX_LENGTH;
const PDF_MAGIC = Buffer.from('%PDF-');

/** Reads a small part (the `input` JSON) fully, refusing more than `max` bytes. */
async function readSmall(stream: Readable, max: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) throw new HttpError(400, `body/input must NOT be larger than ${max} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Streams the resume with a byte counter: stops at the first chunk past RESUME_MAX_BYTES (never holding more than
 * the limit plus one chunk) and at the first bytes that are not '%PDF-' (content, not the file name, decides).
 */
async function readResume(stream: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let checked = false;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > RESUME_MAX_BYTES) {
      stream.destroy();
      throw new HttpError(400, ErrorCode.FILE_SIZE_EXCEEDED);
    }
    chunks.push(chunk as Buffer);
    if (!checked && size >= PDF_MAGIC.length) {
      checked = true;
      if (!Buffer.concat(chunks).subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
        stream.destroy();
        throw new HttpError(400, ErrorCode.FILE_EXTENSION_NOT_ALLOWED);
      }
    }
  }
  if (stream.truncated) throw new HttpError(400, ErrorCode.FILE_SIZE_EXCEEDED);
  if (!checked) throw new HttpError(400, ErrorCode.FILE_EXTENSION_NOT_ALLOWED);
  return Buffer.concat(chunks);
}

async function readRegistration(
  request: FastifyRequest,
): Promise<{ inputText: string; resume?: ResumeUpload }> {
  if (!request.isMultipart()) throw new HttpError(400, 'body must be multipart/form-data with an input part');
  let inputText: string | undefined;
  let resume: ResumeUpload | undefined;
  for await (const part of request.parts()) {
    if (part.fieldname === 'input') {
      if (inputText !== undefined) throw new HttpError(400, 'body/input must appear once');
      if (part.type === 'file') inputText = await readSmall(part.file, INPUT_MAX_BYTES);
      else if (part.valueTruncated)
        throw new HttpError(400, `body/input must NOT be larger than ${INPUT_MAX_BYTES} bytes`);
      else inputText = String(part.value);
    } else if (part.fieldname === 'resume') {
      if (resume) throw new HttpError(400, 'body/resume must appear once');
      if (part.type !== 'file') {
        // An empty text field is what some clients send for "no file"; anything else is not a file upload.
        if (String(part.value) === '') continue;
        throw new HttpError(400, ErrorCode.FILE_EXTENSION_NOT_ALLOWED);
      }
      if (!part.filename) {
        // Browsers send an empty, nameless file part when nothing was chosen.
        part.file.resume();
        continue;
      }
      resume = { fileName: part.filename, content: await readResume(part.file) };
    } else {
      if (part.type === 'file') part.file.resume();
      throw new HttpError(400, `body must NOT have additional properties (${part.fieldname})`);
    }
  }
  if (inputText === undefined) throw new HttpError(400, 'body/input is required');
  if ([...inputText].length > REGISTRATION_INPUT_MAX_LENGTH)
    throw new HttpError(
      400,
      `body/input must NOT have more than ${REGISTRATION_INPUT_MAX_LENGTH} characters`,
    );
  return resume ? { inputText, resume } : { inputText };
}

export default async function interviewRoutes(fastify: FastifyInstance) {
  const { store, contract } = fastify;
  // One validator per interview type gives precise messages ("body/input/salaryExpectation is required")
  // instead of the union's "must match exactly one schema".
  // Compiled on first use, so a start does not pay for them.
  const SCHEMA_BY_TYPE: Record<string, string> = {
    JOB_INTERVIEW: 'JobInterviewRegistrationInput',
    SALARY_NEGOTIATION: 'SalaryNegotiationRegistrationInput',
  };
  const compiledByType = new Map<string, ValidateFunction<RegistrationInput>>();
  const validatorFor = (type: string): ValidateFunction<RegistrationInput> | undefined => {
    const schema = SCHEMA_BY_TYPE[type];
    if (!schema) return undefined;
    let fn = compiledByType.get(type);
    if (!fn) compiledByType.set(type, (fn = contract.compile<RegistrationInput>(contract.schemaRef(schema))));
    return fn;
  };

  fastify.operation(
    'registerInterview',
    async (request) => {
      let parsed: Awaited<ReturnType<typeof readRegistration>>;
      try {
        parsed = await readRegistration(request);
      } catch (e) {
        // Busboy reports truncated or malformed bodies as plain Errors: still the client's fault.
        if (e instanceof HttpError || (e as { statusCode?: number }).statusCode) throw e;
        throw new HttpError(400, `body is not valid multipart/form-data (${(e as Error).message})`);
      }
      const { inputText, resume } = parsed;
      let input: unknown;
      try {
        input = JSON.parse(inputText);
      } catch {
        throw new HttpError(400, 'body/input is not valid JSON');
      }
      if (!input || typeof input !== 'object' || Array.isArray(input))
        throw new HttpError(400, 'body/input must be object');
      const type = (input as { interviewType?: unknown }).interviewType;
      const validate = typeof type === 'string' ? validatorFor(type) : undefined;
      if (!validate)
        throw new HttpError(400, 'body/input/interviewType must be one of JOB_INTERVIEW, SALARY_NEGOTIATION');
      if (!validate(input)) {
        const err = validate.errors?.[0];
        if (err?.keyword === 'maxLength' && err.instancePath === '/jobDescription')
          throw new HttpError(400, ErrorCode.JOB_DESCRIPTION_TOO_LONG);
        throw new HttpError(400, formatAjvErrors('body/input', validate.errors));
      }
      // Synchronous from here on: checks and the credit spend cannot interleave with another registration.
      const room = store.registerInterview(request.candidate!.id, input, resume);
      return { id: room.id };
    },
    { multipart: true },
  );

  fastify.operation('joinInterview', async (request) =>
    presentRoom(
      store,
      store.joinRoom(request.candidate!.id, request.body),
      baseUrl(request, fastify.mockConfig),
    ),
  );

  fastify.operation('endInterview', async (request) =>
    presentRoom(
      store,
      store.endRoomForCandidate(request.candidate!.id, request.body),
      baseUrl(request, fastify.mockConfig),
    ),
  );
}
