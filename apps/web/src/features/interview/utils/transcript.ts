/** Tour flag (spec §2.3): the tour shows unless `intro` is exactly 'true'. */
export const INTRO_KEY = 'intro';
export const shouldShowTour = (stored: string | undefined) => stored !== 'true';
