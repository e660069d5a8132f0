/** The two wizard fields job-description extraction prefills (spec: experience level and job role). */
export interface ExtractedFields {
  interviewExperienceLevelId: string;
  interviewJobRoleName: string;
}

/**
 * What a job-description extraction result may write into the job-interview draft. Only fields still equal to
 * what they were when the request went out are written: a level or role the candidate picked while the
 * extraction was loading wins over the late answer (decision 0523). Ids the candidate may not pick (gated
 * options) and unknown ids are ignored.
 */
export function extractionPrefill(input: {
  result: { experienceLevelId?: string | null; jobRoleId?: string | null };
  /** The two fields when the extraction was requested. */
  atRequest: ExtractedFields;
  /** The two fields now. */
  current: ExtractedFields;
  selectableLevelIds: ReadonlySet<string>;
  jobRoles: readonly { id: string; label: string }[];
}): Partial<ExtractedFields> {
  const { result, atRequest, current } = input;
  const out: Partial<ExtractedFields> = {};
  if (
    result.experienceLevelId &&
    input.selectableLevelIds.has(result.experienceLevelId) &&
    current.interviewExperienceLevelId === atRequest.interviewExperienceLevelId
  ) {
    out.interviewExperienceLevelId = result.experienceLevelId;
  }
  const role = result.jobRoleId ? input.jobRoles.find((r) => r.id === result.jobRoleId) : undefined;
  if (role && current.interviewJobRoleName === atRequest.interviewJobRoleName) {
    out.interviewJobRoleName = role.label;
  }
  return out;
}
