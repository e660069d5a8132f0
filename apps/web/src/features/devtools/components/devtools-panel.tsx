import { useEffect, useState } from 'react';
import { Wrench } from 'lucide-react';
import { Sheet, SheetContent, SheetTrigger, Tabs, TabsContent, TabsList, TabsTrigger } from '@mockint/ui';
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

/** The mock devtools: a floating button (and Alt+Shift+D) opening a sheet with one tab per area. */
export function DevtoolsPanel() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
      e.preventDefault();
      setOpen((o) => !o);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger
        aria-keyshortcuts={DEVTOOLS_SHORTCUT}
        className="fixed bottom-4 left-4 z-40 inline-flex size-10 items-center justify-center rounded-full border border-border bg-background text-foreground shadow-lg hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Wrench className="size-4" aria-hidden="true" />
        <span className="sr-only">Mock devtools ({DEVTOOLS_SHORTCUT})</span>
      </SheetTrigger>
      <SheetContent
        side="right"
        title="Mock devtools"
        description="Controls of the local mock: personas, faults, the live socket, frames and recordings."
        hideDescription={false}
        closeLabel="Close mock devtools"
        className="w-[36rem] max-w-[100vw] overflow-y-auto"
      >
        <Tabs defaultValue="session">
          <TabsList className="flex h-auto w-full flex-wrap justify-start">
            {TABS.map(([value, label]) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map(([value, , Tab]) => (
            <TabsContent key={value} value={value}>
              <Tab />
            </TabsContent>
          ))}
        </Tabs>
      </SheetContent>
    </Sheet>
  );
}
