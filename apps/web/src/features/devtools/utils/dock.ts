/**
 * Where the docked devtools panel sits and how much of the window it takes (decision 0310). Plain functions:
 * the panel component reads and writes the preferences, the layout applies the insets.
 */

export type DockSide = 'bottom' | 'right';

export interface DockPrefs {
  open: boolean;
  tab: string;
  /** The side the developer chose; a narrow window docks at the bottom whatever it says. */
  side: DockSide;
  /** Height when docked at the bottom, width when docked at the right (px). */
  size: Record<DockSide, number>;
}

export interface Viewport {
  width: number;
  height: number;
}

/** localStorage key of the preferences: one set per browser (and origin), like the app's own keys. */
export const DOCK_STORAGE_KEY = 'mockint.devtools';

/** Below this width the panel is a bottom drawer: a right dock would leave the page too narrow to use. */
export const NARROW_MAX_WIDTH = 767;

/** Width of the strip that holds the toggle while the panel is closed (a 28 px target, above WCAG's 24). */
export const TOGGLE_STRIP_PX = 28;

/** The smallest panel that still shows a tab's first row. */
export const MIN_SIZE: Record<DockSide, number> = { bottom: 160, right: 320 };

/** What the app keeps at least, beside the panel, so its main controls stay on screen. */
export const MIN_APP: Record<DockSide, number> = { bottom: 240, right: 360 };

/** A third of the height at the bottom (the room's footer stays in sight on a laptop), a tool's width at the right. */
export const DEFAULT_SIZE: Record<DockSide, number> = { bottom: 300, right: 480 };

export const DEFAULT_PREFS: DockPrefs = {
  open: false,
  tab: 'session',
  side: 'right',
  size: { ...DEFAULT_SIZE },
};

const isSide = (v: unknown): v is DockSide => v === 'bottom' || v === 'right';
const isSize = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** The stored preferences, each field checked on its own: a field that is missing or wrong takes its default. */
export function parsePrefs(raw: unknown, tabs: readonly string[]): DockPrefs {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const size = r.size && typeof r.size === 'object' ? (r.size as Record<string, unknown>) : {};
  return {
    open: typeof r.open === 'boolean' ? r.open : DEFAULT_PREFS.open,
    tab: typeof r.tab === 'string' && tabs.includes(r.tab) ? r.tab : (tabs[0] ?? DEFAULT_PREFS.tab),
    side: isSide(r.side) ? r.side : DEFAULT_PREFS.side,
    size: {
      bottom: isSize(size.bottom) ? size.bottom : DEFAULT_SIZE.bottom,
      right: isSize(size.right) ? size.right : DEFAULT_SIZE.right,
    },
  };
}

/** The side the panel really takes: the chosen one, or the bottom in a narrow window. */
export function effectiveSide(side: DockSide, viewport: Viewport): DockSide {
  return viewport.width <= NARROW_MAX_WIDTH ? 'bottom' : side;
}

/** The largest panel that leaves the app its minimum; never below the panel's own minimum. */
export function maxSize(side: DockSide, viewport: Viewport): number {
  const extent = side === 'bottom' ? viewport.height : viewport.width;
  return Math.max(MIN_SIZE[side], extent - MIN_APP[side]);
}

/** A size kept between the panel's minimum and what leaves the app its own, rounded to whole pixels. */
export function clampSize(side: DockSide, size: number, viewport: Viewport): number {
  const extent = side === 'bottom' ? viewport.height : viewport.width;
  // A window smaller than both minimums: the panel takes half of it.
  if (extent < MIN_SIZE[side] + MIN_APP[side]) return Math.round(extent / 2);
  return Math.round(Math.min(Math.max(size, MIN_SIZE[side]), maxSize(side, viewport)));
}

/**
 * What the app gives up to the devtools at each edge (px): the panel's size on its side while open, the toggle's
 * strip at the right while closed. The layout shrinks the page by these, so nothing of the tool covers it.
 */
export function appInsets(prefs: DockPrefs, viewport: Viewport): { bottom: number; right: number } {
  if (!prefs.open) return { bottom: 0, right: TOGGLE_STRIP_PX };
  const side = effectiveSide(prefs.side, viewport);
  const size = clampSize(side, prefs.size[side], viewport);
  return side === 'bottom' ? { bottom: size, right: 0 } : { bottom: 0, right: size };
}

/** The size a drag to the pointer at (x, y) asks for: the distance from the pointer to the docked edge. */
export function sizeAtPointer(side: DockSide, x: number, y: number, viewport: Viewport): number {
  return clampSize(side, side === 'bottom' ? viewport.height - y : viewport.width - x, viewport);
}
