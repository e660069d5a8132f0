import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { PanelBottom, PanelRight, Wrench, X } from 'lucide-react';
import { cn, IconButton, Tabs, TabsContent, TabsList, TabsTrigger } from '@mockint/ui';
import { readJson, writeString } from '@/lib/storage';
import {
  appInsets,
  clampSize,
  DOCK_STORAGE_KEY,
  effectiveSide,
  maxSize,
  MIN_SIZE,
  NARROW_MAX_WIDTH,
  parsePrefs,
  sizeAtPointer,
  TOGGLE_STRIP_PX,
  type DockPrefs,
  type Viewport,
} from '../utils/dock';
import { applyAppInsets } from '../utils/dock-layout';
import { FramesTab } from './frames-tab';
import { HttpTab } from './http-tab';
import { RecordingsTab } from './recordings-tab';
import { SessionTab } from './session-tab';
import { SocketTab } from './socket-tab';

/** Alt+Shift+D: free in Chromium, Firefox and Safari, and not one of the room's shortcuts. */
export const DEVTOOLS_SHORTCUT = 'Alt+Shift+D';
const isShortcut = (e: KeyboardEvent) => e.altKey && e.shiftKey && e.code === 'KeyD';

const TABS = [
  ['session', 'Session', SessionTab],
  ['http', 'HTTP', HttpTab],
  ['socket', 'Socket', SocketTab],
  ['frames', 'Frames', FramesTab],
  ['recordings', 'Recordings', RecordingsTab],
] as const;
const TAB_IDS = TABS.map(([value]) => value);

/** Pixels one arrow key press moves the resize handle. */
const KEY_STEP = 16;

function useViewport(): Viewport {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [viewport, setViewport] = useState(read);
  useEffect(() => {
    const onResize = () => setViewport(read());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return viewport;
}

/**
 * The mock devtools, docked beside the app (decision 0310): a strip with the toggle at the right while closed, a
 * resizable panel at the bottom or the right while open (a bottom drawer on a phone). Not modal: the page makes
 * room for it, focus and keys stay with the app unless they are in the panel. Open, tab, side and size are kept
 * per browser.
 */
export function DevtoolsPanel() {
  const [prefs, setPrefs] = useState<DockPrefs>(() => parsePrefs(readJson(DOCK_STORAGE_KEY), TAB_IDS));
  const viewport = useViewport();
  const side = effectiveSide(prefs.side, viewport);
  const size = clampSize(side, prefs.size[side], viewport);
  const narrow = viewport.width <= NARROW_MAX_WIDTH;
  // Where focus goes after the next render: into the panel when the toggle opened it, back to the toggle when
  // the panel closed with focus inside it (it would be lost with the panel otherwise).
  const focusNext = useRef<'panel' | 'toggle' | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => writeString(DOCK_STORAGE_KEY, JSON.stringify(prefs)), [prefs]);
  // Before paint: the page never shows a frame with the panel over it.
  useLayoutEffect(() => applyAppInsets(appInsets(prefs, viewport)), [prefs, viewport]);

  const setOpen = useCallback((open: boolean) => setPrefs((p) => ({ ...p, open })), []);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'toggle') toggleRef.current?.focus();
    if (target === 'panel')
      panelRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [prefs.open]);

  // A layout effect: the shortcut works from the first paint that shows the toggle. As a passive effect it was
  // installed after that paint, and a press in between was lost (the devtools e2e under a quarter of the CPU
  // pressed it the moment the toggle showed, and the panel never opened).
  useLayoutEffect(() => {
    // The shortcut from the app: the panel opens or closes, focus stays where the developer works.
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
      e.preventDefault();
      setPrefs((p) => ({ ...p, open: !p.open }));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  /** Keys typed in the panel are the panel's: none reaches the app's shortcuts (Space starts an answer in the room). */
  const onPanelKey = (e: ReactKeyboardEvent) => {
    e.stopPropagation();
    if (isShortcut(e.nativeEvent) || e.key === 'Escape') {
      e.preventDefault();
      focusNext.current = 'toggle';
      setOpen(false);
    }
  };

  const resizeTo = (next: number) =>
    setPrefs((p) => ({ ...p, size: { ...p.size, [side]: clampSize(side, next, viewport) } }));

  const onHandleDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onHandleMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!e.currentTarget.hasPointerCapture(e.pointerId)) return;
    resizeTo(sizeAtPointer(side, e.clientX, e.clientY, viewport));
  };
  const onHandleKey = (e: ReactKeyboardEvent) => {
    const grow = side === 'bottom' ? 'ArrowUp' : 'ArrowLeft';
    const shrink = side === 'bottom' ? 'ArrowDown' : 'ArrowRight';
    if (e.key === grow) resizeTo(size + KEY_STEP);
    else if (e.key === shrink) resizeTo(size - KEY_STEP);
    else if (e.key === 'Home') resizeTo(MIN_SIZE[side]);
    else if (e.key === 'End') resizeTo(maxSize(side, viewport));
    else return;
    e.preventDefault();
  };

  if (!prefs.open) {
    return (
      <div
        className="fixed inset-y-0 right-0 z-[70] flex flex-col items-center justify-end border-l border-border bg-card pb-2 text-foreground"
        style={{ width: TOGGLE_STRIP_PX }}
      >
        <button
          ref={toggleRef}
          type="button"
          aria-keyshortcuts={DEVTOOLS_SHORTCUT}
          aria-expanded={false}
          title={`Mock devtools (${DEVTOOLS_SHORTCUT})`}
          onClick={() => {
            focusNext.current = 'panel';
            setOpen(true);
          }}
          className="inline-flex size-7 items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Wrench className="size-4" aria-hidden="true" />
          <span className="sr-only">Mock devtools ({DEVTOOLS_SHORTCUT})</span>
        </button>
      </div>
    );
  }

  const bottom = side === 'bottom';
  return (
    <aside
      ref={panelRef}
      aria-label="Mock devtools"
      aria-describedby="mock-devtools-description"
      onKeyDown={onPanelKey}
      className={cn(
        'fixed z-[70] flex flex-col border-border bg-background text-foreground shadow-xl',
        bottom ? 'inset-x-0 bottom-0 border-t' : 'inset-y-0 right-0 border-l',
      )}
      style={bottom ? { height: size } : { width: size }}
    >
      <p id="mock-devtools-description" className="sr-only">
        Controls of the local mock: personas, faults, the live socket, frames and recordings.
      </p>
      <div
        role="separator"
        tabIndex={0}
        aria-label="Resize mock devtools"
        aria-orientation={bottom ? 'horizontal' : 'vertical'}
        aria-valuenow={size}
        aria-valuemin={MIN_SIZE[side]}
        aria-valuemax={maxSize(side, viewport)}
        onPointerDown={onHandleDown}
        onPointerMove={onHandleMove}
        onKeyDown={onHandleKey}
        className={cn(
          'absolute z-10 touch-none bg-transparent hover:bg-primary/40 focus-visible:bg-primary/60 focus-visible:outline-none',
          bottom
            ? 'inset-x-0 top-0 h-2 -translate-y-1/2 cursor-row-resize'
            : 'inset-y-0 left-0 w-2 -translate-x-1/2 cursor-col-resize',
        )}
      />
      <Tabs
        value={prefs.tab}
        onValueChange={(tab) => setPrefs((p) => ({ ...p, tab }))}
        className="flex min-h-0 flex-1 flex-col"
      >
        <div className="flex items-center gap-1 border-b border-border px-2 py-1">
          <h2 className="sr-only">Mock devtools</h2>
          <TabsList className="flex h-auto min-w-0 flex-1 flex-wrap justify-start">
            {TABS.map(([value, label]) => (
              <TabsTrigger key={value} value={value} className="px-2">
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {narrow ? null : (
            <IconButton
              aria-label={bottom ? 'Dock to the right' : 'Dock to the bottom'}
              icon={bottom ? <PanelRight /> : <PanelBottom />}
              onClick={() => setPrefs((p) => ({ ...p, side: bottom ? 'right' : 'bottom' }))}
            />
          )}
          <IconButton
            aria-label="Close mock devtools"
            aria-keyshortcuts={DEVTOOLS_SHORTCUT}
            icon={<X />}
            onClick={() => {
              focusNext.current = 'toggle';
              setOpen(false);
            }}
          />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-3">
          {TABS.map(([value, , Tab]) => (
            <TabsContent key={value} value={value} className="mt-0">
              <Tab />
            </TabsContent>
          ))}
        </div>
      </Tabs>
    </aside>
  );
}
