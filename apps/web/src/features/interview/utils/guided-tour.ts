/** The room's guided tour shows until it has been seen: the flag is stored under `intro`, seen when 'true'. */
export const INTRO_KEY = 'intro';
export const shouldShowTour = (stored: string | undefined) => stored !== 'true';
