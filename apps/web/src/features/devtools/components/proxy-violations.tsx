import { useEffect, useState } from 'react';
import { control } from '../api/control';
import { Section } from './panel-kit';

interface KeptViolation {
  at: string;
  message: string;
}

/**
 * Against a real API through the validating proxy (MOCK_UPSTREAM): its contract violations as they happen, HTTP
 * and socket, in the proxy's words. Renders nothing when the mock emulates.
 */
export function ProxyViolations() {
  const [feed, setFeed] = useState<{ proxy: boolean; violations: KeptViolation[] } | null>(null);
  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      const { data } = await control.GET('/__mock/violations');
      const current = data?.data;
      if (!stopped && current) setFeed({ proxy: current.proxy, violations: current.violations });
      // Polled only while the proxy is on: an emulating mock has nothing to report.
      if (!stopped && current?.proxy) timer = setTimeout(() => void poll(), 2000);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
  if (!feed?.proxy) return null;
  return (
    <Section title={`Validating proxy: ${feed.violations.length} contract violation(s)`}>
      <ol className="flex flex-col gap-1" aria-label="Proxy contract violations">
        {feed.violations
          .slice()
          .reverse()
          .map((v, i) => (
            <li
              key={`${v.at}-${i}`}
              className="rounded-md border border-destructive bg-destructive/10 p-2 text-xs"
            >
              <time dateTime={v.at}>{new Date(v.at).toLocaleTimeString()}</time> {v.message}
            </li>
          ))}
      </ol>
    </Section>
  );
}
