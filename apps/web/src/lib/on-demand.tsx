import {
  lazy,
  Suspense,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';

/**
 * A component whose code is downloaded on demand (decision 0440): the page shows a look-alike trigger or
 * nothing, and the widget behind it (Radix menus, dialogs, tooltips: focus traps, scroll locks, floating
 * positioning) arrives on the first hover, focus or press, so the route's first load does not carry it.
 */
export interface OnDemand<P> {
  /** Starts the download once; later calls share it. Never rejects (rendering reports a failure). */
  preload: () => Promise<void>;
  /** Whether the code has arrived (then `Component` renders in the same commit, without suspending). */
  isLoaded: () => boolean;
  /** The widget; `fallback` shows while its code is still on the way. */
  Component: (props: P & { fallback?: ReactNode }) => ReactNode;
}

export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () =>
    (pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // A failed download (network blip) is tried again on the next hover or render.
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await fetchOnce() }));
  function Component({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded type later would remount it.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return (
      <Suspense fallback={fallback}>
        <Chosen {...(props as P)} />
      </Suspense>
    );
  }
  return {
    preload: () =>
      fetchOnce().then(
        () => undefined,
        () => undefined,
      ),
    isLoaded: () => loaded !== undefined,
    Component,
  };
}

/** True from the first render where `value` was true on: an on-demand dialog stays mounted once opened, so it can animate closed. */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}

/** Props for an on-demand dialog module: the trigger lives on the page, the dialog in the module. */
export interface OnDemandDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Returns focus to the page's trigger on close (Radix does it only for its own Trigger). */
  onCloseAutoFocus: (event: Event) => void;
}

/** What `useOnDemandDialog` spreads on its trigger button. */
export interface OnDemandDialogTrigger {
  ref: Ref<HTMLButtonElement>;
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

/**
 * A button that opens an on-demand dialog: hovering or focusing it downloads the dialog, pressing it opens
 * it. Spread `trigger` on the button and render `<dialog.Component {...props} />` while `mounted`.
 */
export function useOnDemandDialog(dialog: { preload: () => Promise<void> }): {
  trigger: OnDemandDialogTrigger;
  mounted: boolean;
  props: OnDemandDialogProps;
  open: boolean;
  setOpen: (open: boolean) => void;
} {
  const [open, setOpen] = useState(false);
  const mounted = useLatch(open);
  const ref = useRef<HTMLButtonElement>(null);
  const preload = () => void dialog.preload();
  return {
    trigger: {
      ref,
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => setOpen(true),
    },
    mounted,
    open,
    setOpen,
    props: {
      open,
      onOpenChange: setOpen,
      onCloseAutoFocus: (event) => {
        event.preventDefault();
        ref.current?.focus();
      },
    },
  };
}

/** How a look-alike hands over to the real widget: opened (it was pressed) or not, focused or not. */
export interface Handover {
  open: boolean;
  focus: boolean;
}

/** Spread on the look-alike element (see `useHandover`). */
export interface Placeholder<T extends HTMLElement> {
  ref: RefObject<T | null>;
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown?: (event: { button: number; ctrlKey: boolean; preventDefault: () => void }) => void;
  onKeyDown?: (event: { key: string; preventDefault: () => void }) => void;
}

/**
 * For widgets whose trigger belongs to the widget (a Radix menu anchors to it): the page renders a
 * look-alike element with `placeholder` spread on it; on hover or focus the code is downloaded and
 * `handover` is set, and the page then renders the real widget in its place (focused when the look-alike
 * had focus). With `opensOnPress`, a press (pointer down or Enter/Space/ArrowDown, as Radix menus open)
 * opens it even before the code has arrived. Only for triggers that act on pointer down: the swap can fall
 * between a press and its release, which loses a `click` (so never for links).
 */
export function useHandover<T extends HTMLElement>(
  widget: { preload: () => Promise<void> },
  { opensOnPress = false }: { opensOnPress?: boolean },
): { handover: Handover | null; placeholder: Placeholder<T> } {
  const ref = useRef<T>(null);
  const [handover, setHandover] = useState<Handover | null>(null);
  const focused = () => ref.current !== null && document.activeElement === ref.current;
  const hand = () =>
    void widget.preload().then(() => setHandover((current) => current ?? { open: false, focus: focused() }));
  const press = () => setHandover({ open: true, focus: true });
  return {
    handover,
    placeholder: {
      ref,
      onPointerEnter: hand,
      onFocus: hand,
      ...(opensOnPress
        ? {
            onPointerDown: (event) => {
              if (event.button !== 0 || event.ctrlKey) return;
              // Keeps focus where it is, as the Radix trigger does, so the menu takes it when it opens.
              event.preventDefault();
              press();
            },
            onKeyDown: (event) => {
              if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
              event.preventDefault();
              press();
            },
          }
        : {}),
    },
  };
}
