import { Button } from '@mockint/ui';
import { notify } from '@/lib/toast';
import { DeviceSettingsCard } from './device-settings-card';

/** Public /device-test: the same device card; Join Interview only announces it is coming (spec). */
export function DeviceTestPage() {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col items-center gap-8 px-4 py-10">
      <header className="text-center">
        <h1 className="text-2xl font-semibold">Device Test</h1>
        <p className="text-sm text-muted-foreground">
          Check your microphone and speaker before an interview.
        </p>
      </header>
      <DeviceSettingsCard />
      <Button type="button" size="lg" onClick={() => notify.comingSoon()}>
        Join Interview
      </Button>
    </main>
  );
}
