// Spec messages that more than one feature shows: one definition each (features never import each other).

export const CANDIDATE_ID_MISSING = 'Candidate id is not available';
export const ROOMS_FETCH_FAILED = 'Failed to fetch candidate interview rooms. Please try again.';
