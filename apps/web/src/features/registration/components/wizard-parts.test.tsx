import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type * as EnvModule from '@/config/env';

const env = vi.hoisted(() => ({ showDevTools: true }));
vi.mock('@/config/env', async (original) => {
  const actual = await original<typeof EnvModule>();
  return {
    env: new Proxy(actual.env, {
      get: (t, k) => (k === 'showDevTools' ? env.showDevTools : t[k as keyof typeof t]),
    }),
  };
});

const { WizardFrame } = await import('./wizard-parts');

function renderFrame(onAutoPopulate: (() => void) | undefined) {
  const frame = (
    <WizardFrame
      title="Register Job Interview"
      description="d"
      steps={['Settings', 'Scenario', 'Resume', 'Summary']}
      step={0}
      loading
      failure={null}
      issues={[]}
      leaveDialog={null}
      setup={null}
      onAutoPopulate={onAutoPopulate}
      canNext={false}
      canSubmit={false}
      submitting={false}
      onBack={() => undefined}
      onNext={() => undefined}
      onSubmit={() => undefined}
    >
      {() => null}
    </WizardFrame>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: frame }])} />);
}

describe('Auto Populate link (the spec: non-production builds only)', () => {
  it('shows in a development build', () => {
    env.showDevTools = true;
    renderFrame(() => undefined);
    expect(screen.getByRole('button', { name: 'Auto Populate' })).toBeInTheDocument();
  });

  it('is absent from a production build', () => {
    env.showDevTools = false;
    renderFrame(() => undefined);
    expect(screen.queryByRole('button', { name: 'Auto Populate' })).toBeNull();
  });
});
