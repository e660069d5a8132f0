export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, so tests control every byte (and can send broken ones). */
export function multipart(parts: Part[], boundary = '----mockint' + Math.random().toString(16).slice(2)) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += '\r\n';
    if (p.contentType) head += `Content-Type: ${p.contentType}\r\n`;
    chunks.push(
      Buffer.from(head + '\r\n'),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const CONSENT = {
  type: 'INTERVIEW_REGISTRATION',
  termsVersion: '2025-04-12',
  privacyVersion: '2025-04-12',
  termsAccepted: true,
  privacyAccepted: true,
  termsUrl: 'https://mockint.example/terms',
  privacyUrl: 'https://mockint.example/privacy',
} as const;

export function jobInput(candidateId: string, overrides: Record<string, unknown> = {}) {
  return {
    interviewType: 'JOB_INTERVIEW',
    candidateId,
    interviewerId: 'itv-emma',
    interviewDurationId: 'dur-15',
    countryName: 'United States',
    companyName: 'Nimbus Cloud',
    jobDescription: 'About the role\nBuild web apps.\n\nRequirements\n- React\n- TypeScript',
    interviewExperienceLevelId: 'exp-mid',
    interviewJobRoleName: 'Frontend Engineer',
    context: {},
    candidateConsent: CONSENT,
    ...overrides,
  };
}

export function salaryInput(candidateId: string, overrides: Record<string, unknown> = {}) {
  return {
    interviewType: 'SALARY_NEGOTIATION',
    candidateId,
    interviewerId: 'itv-emma',
    interviewDurationId: 'dur-15',
    countryName: 'United States',
    interviewScenarioId: 'scn-first-offer',
    interviewJobRoleName: 'Software Engineer',
    interviewExperienceLevelId: 'exp-mid',
    interviewSalaryCurrencyId: 'cur-usd',
    companyName: 'Atlas Mobility',
    salaryExpectation: 10000,
    salaryPaymentPeriod: 'MONTHLY',
    context: {},
    candidateConsent: CONSENT,
    ...overrides,
  };
}

export const PDF = Buffer.from('%PDF-1.4\n% test resume\n%%EOF\n');

/** Registration multipart with the input as an application/json file part (what browsers send). */
export function registration(
  input: unknown,
  resume?: { value: Buffer; filename?: string; contentType?: string },
) {
  const parts: Part[] = [
    { name: 'input', value: JSON.stringify(input), filename: 'blob', contentType: 'application/json' },
  ];
  if (resume)
    parts.push({
      name: 'resume',
      value: resume.value,
      filename: resume.filename ?? 'resume.pdf',
      contentType: resume.contentType ?? 'application/pdf',
    });
  return multipart(parts);
}
