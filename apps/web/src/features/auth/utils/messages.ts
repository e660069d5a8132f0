/** The spec's error texts for sign-in (exact strings). */
export const SIGN_IN_FAILED = 'Failed to sign in with Google, please try again';
export const SIGN_IN_EXCEPTION = 'Something went wrong, please try again';
export const CALLBACK_FAILED = 'Something went wrong. Please try again.';
