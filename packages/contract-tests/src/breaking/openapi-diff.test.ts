import { describe, expect, it } from 'vitest';
import { breakingOnly, formatChange } from './changes.ts';
import { fixtureOpenApi } from './fixtures.ts';
import { diffOpenApi } from './openapi-diff.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Doc = any;

function diff(edit: (doc: Doc) => void) {
  const before = fixtureOpenApi();
  const after = fixtureOpenApi();
  edit(after);
  const changes = diffOpenApi(before, after);
  return { changes, breaking: breakingOnly(changes).map(formatChange), all: changes.map(formatChange) };
}

const schemas = (doc: Doc) => doc.components.schemas;

describe('diffOpenApi on our OpenAPI 3.1 contract', () => {
  it('finds no change between identical documents', () => {
    expect(diff(() => {}).changes).toEqual([]);
  });

  describe('breaking changes are caught and named', () => {
    it('removed path', () => {
      const { breaking } = diff((doc) => delete doc.paths['/interviews/end']);
      expect(breaking).toEqual([
        'POST /interviews/end (endInterview): removed operation POST /interviews/end',
      ]);
    });

    it('removed operation of a path that stays', () => {
      const { breaking } = diff((doc) => {
        doc.paths['/candidates/me'].put = doc.paths['/candidates/me'].get;
        delete doc.paths['/candidates/me'].get;
      });
      expect(breaking).toContain(
        'GET /candidates/me (getCurrentCandidate): removed operation GET /candidates/me',
      );
    });

    it('removed response field, on every operation that returns it', () => {
      const { breaking } = diff((doc) => {
        delete schemas(doc).Candidate.properties.fullName;
        schemas(doc).Candidate.required = schemas(doc).Candidate.required.filter(
          (f: string) => f !== 'fullName',
        );
      });
      expect(breaking).toContain(
        'GET /candidates/me (getCurrentCandidate): response 200 application/json: removed field data.fullName (string → —)',
      );
      expect(breaking).toContain(
        'GET /candidate/interview-rooms (listInterviewRooms): response 200 application/json: removed field data.content[].candidate.fullName (string → —)',
      );
      // One line per field and operation: the matching `required` edit is folded into the removal.
      expect(breaking.filter((line) => line.startsWith('GET /candidates/me '))).toHaveLength(1);
    });

    it('renamed response field (Candidate.fullName → displayName) breaks, the new name alone would not', () => {
      const { changes } = diff((doc) => {
        const candidate = schemas(doc).Candidate;
        candidate.properties.displayName = candidate.properties.fullName;
        delete candidate.properties.fullName;
        candidate.required = candidate.required.map((f: string) => (f === 'fullName' ? 'displayName' : f));
      });
      const me = changes.filter((c) => c.location === 'GET /candidates/me (getCurrentCandidate)');
      expect(me.find((c) => c.what.includes('removed field data.fullName'))?.kind).toBe('breaking');
      expect(me.find((c) => c.what.includes('added required field data.displayName'))?.kind).toBe(
        'non-breaking',
      );
    });

    it('retyped response field (library override: it calls this non-breaking)', () => {
      const { breaking } = diff((doc) => (schemas(doc).Candidate.properties.fullName.type = 'integer'));
      expect(breaking).toContain(
        'GET /candidates/me (getCurrentCandidate): response 200 application/json: retyped field data.fullName (string → integer)',
      );
    });

    it('response field that may now be null is a retype too', () => {
      const { breaking } = diff(
        (doc) => (schemas(doc).Candidate.properties.fullName.type = ['string', 'null']),
      );
      expect(breaking).toContain(
        'GET /candidates/me (getCurrentCandidate): response 200 application/json: retyped field data.fullName (string → string | null)',
      );
    });

    it('response field that is no longer always present', () => {
      const { breaking } = diff((doc) => {
        schemas(doc).Candidate.required = schemas(doc).Candidate.required.filter(
          (f: string) => f !== 'email',
        );
      });
      expect(breaking).toContain(
        'GET /candidates/me (getCurrentCandidate): response 200 application/json: field data.email is no longer required ("email" → —)',
      );
    });

    it('new required request field', () => {
      const { breaking } = diff((doc) => {
        schemas(doc).UpdateCandidateRequest.properties.timezone = { type: 'string' };
        schemas(doc).UpdateCandidateRequest.required.push('timezone');
      });
      expect(breaking).toEqual([
        'POST /candidates/update (updateCandidate): request body application/json: added required field timezone (— → string)',
      ]);
    });

    it('new required query parameter, and an optional parameter made required', () => {
      const added = diff((doc) =>
        doc.paths['/candidate/interview-rooms'].get.parameters.push({
          name: 'status',
          in: 'query',
          required: true,
          schema: { type: 'string' },
        }),
      );
      expect(added.breaking.join('\n')).toMatch(
        /GET \/candidate\/interview-rooms \(listInterviewRooms\): added required query parameter `status`/,
      );
      const required = diff((doc) => (doc.components.parameters.Page.required = true));
      expect(required.breaking.join('\n')).toMatch(
        /GET \/candidate-transactions \(listCandidateTransactions\).*`page`/,
      );
    });

    it('narrowed enum in a request, down to the multipart registration input', () => {
      const { breaking } = diff((doc) => (schemas(doc).ConsentType.enum = ['SIGN_UP']));
      expect(breaking).toContain(
        'POST /candidate-consents/accept (acceptCandidateConsent): request body application/json: removed enum value "INTERVIEW_REGISTRATION" from field type ("INTERVIEW_REGISTRATION" → —)',
      );
      expect(breaking.join('\n')).toMatch(
        /POST \/interviews\/register \(registerInterview\): request body multipart\/form-data: removed enum value "INTERVIEW_REGISTRATION" from field input\.candidateConsent\.type/,
      );
    });

    it('retyped query parameter', () => {
      const { breaking } = diff((doc) => (doc.components.parameters.Sort.schema.type = 'integer'));
      expect(breaking).toContain(
        'GET /candidate/interview-rooms (listInterviewRooms): query parameter `sort`: retyped (string → integer)',
      );
    });

    it('an open operation that starts requiring a token (library sees only an annotation)', () => {
      const { breaking } = diff((doc) => delete doc.paths['/application-plans'].get.security);
      expect(breaking).toEqual([
        'GET /application-plans (listApplicationPlans): operation now requires authentication (open → bearer token required)',
      ]);
    });
  });

  describe('additive changes pass', () => {
    it.each<[string, (doc: Doc) => void]>([
      [
        'new optional response field',
        (doc) => (schemas(doc).Candidate.properties.timezone = { type: 'string' }),
      ],
      [
        'new required response field (clients ignore unknown fields)',
        (doc) => {
          schemas(doc).Candidate.properties.timezone = { type: 'string' };
          schemas(doc).Candidate.required.push('timezone');
        },
      ],
      [
        'new optional request field',
        (doc) => (schemas(doc).UpdateCandidateRequest.properties.locale = { type: 'string' }),
      ],
      [
        'new path',
        (doc) =>
          (doc.paths['/candidate/achievements'] = {
            get: { operationId: 'listAchievements', responses: { '200': { description: 'ok' } } },
          }),
      ],
      [
        'new optional query parameter',
        (doc) =>
          doc.paths['/candidate/interview-rooms'].get.parameters.push({
            name: 'status',
            in: 'query',
            schema: { type: 'string' },
          }),
      ],
      ['new enum value in a request', (doc) => schemas(doc).ConsentType.enum.push('MARKETING')],
      [
        'new enum value in a response (decision 0701)',
        (doc) => schemas(doc).RoomStatus.enum.push('CANCELLED'),
      ],
      [
        'a request field that becomes optional',
        (doc) => (schemas(doc).UpdateCandidateRequest.required = ['id']),
      ],
      [
        'description and example edits',
        (doc) => (schemas(doc).Candidate.properties.fullName.examples = ['Grace Hopper']),
      ],
    ])('%s', (_name, edit) => {
      const { breaking, changes } = diff(edit);
      expect(breaking).toEqual([]);
      if (!_name.startsWith('description')) expect(changes.length).toBeGreaterThan(0);
    });
  });
});
