import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, useHandover, useOnDemandDialog, type OnDemandDialogProps } from './on-demand';

/** A module whose download the test finishes by hand. */
function deferredModule<P extends object>(Component: (props: P) => React.ReactNode) {
  let finish!: () => void;
  const load = vi.fn(
    () =>
      new Promise<{ default: (props: P) => React.ReactNode }>((resolve) => {
        finish = () => resolve({ default: Component });
      }),
  );
  return { load, finish: () => act(async () => finish()) };
}

describe('onDemand', () => {
  it('downloads once, shows the fallback meanwhile, then the widget; later mounts render at once', async () => {
    const module = deferredModule(({ name }: { name: string }) => <p>Hello {name}</p>);
    const widget = onDemand(module.load);
    void widget.preload();
    void widget.preload();
    expect(module.load).toHaveBeenCalledTimes(1);
    const first = render(<widget.Component name="Ada" fallback={<p>Loading</p>} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await module.finish();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    first.unmount();
    expect(widget.isLoaded()).toBe(true);
    render(<widget.Component name="Bob" fallback={<p>Loading</p>} />);
    // No suspense round trip once the code is here.
    expect(screen.getByText('Hello Bob')).toBeInTheDocument();
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => React.ReactNode }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => <p>Here</p> });
    const widget = onDemand(load);
    await widget.preload();
    expect(widget.isLoaded()).toBe(false);
    await widget.preload();
    expect(widget.isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useOnDemandDialog', () => {
  const module = deferredModule(({ open, onOpenChange, onCloseAutoFocus }: OnDemandDialogProps) =>
    open ? (
      <div role="dialog" aria-label="Info">
        <button
          type="button"
          onClick={() => {
            onOpenChange(false);
            onCloseAutoFocus(new Event('focusout'));
          }}
        >
          Close
        </button>
      </div>
    ) : null,
  );
  const dialog = onDemand(module.load);
  function Page() {
    const info = useOnDemandDialog(dialog);
    return (
      <>
        <button type="button" {...info.trigger}>
          Info
        </button>
        {info.mounted ? <dialog.Component {...info.props} /> : null}
      </>
    );
  }

  it('downloads on hover, opens on press and gives focus back to the button on close', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Info' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(module.load).not.toHaveBeenCalled();
    await user.hover(trigger);
    expect(module.load).toHaveBeenCalledTimes(1);
    await user.click(trigger);
    await module.finish();
    expect(await screen.findByRole('dialog', { name: 'Info' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

describe('useHandover', () => {
  function setup(options: { opensOnPress?: boolean }) {
    const module = deferredModule(({ open, focus }: { open: boolean; focus: boolean }) => (
      <button type="button">{`real ${open ? 'open' : 'closed'}${focus ? ' focused' : ''}`}</button>
    ));
    const widget = onDemand(module.load);
    function Page() {
      const { handover, placeholder } = useHandover<HTMLButtonElement>(widget, options);
      const lookAlike = (
        <button type="button" {...placeholder}>
          look-alike
        </button>
      );
      if (!handover) return lookAlike;
      return <widget.Component open={handover.open} focus={handover.focus} fallback={lookAlike} />;
    }
    render(<Page />);
    return { module, lookAlike: screen.getByRole('button', { name: 'look-alike' }) };
  }

  it('hands over closed after a hover by default', async () => {
    const user = userEvent.setup();
    const plain = setup({});
    await user.hover(plain.lookAlike);
    await plain.module.finish();
    expect(await screen.findByRole('button', { name: 'real closed' })).toBeInTheDocument();
  });

  it('a press before the code arrives opens the widget when it does; the keyboard too', async () => {
    const user = userEvent.setup();
    const menu = setup({ opensOnPress: true });
    await user.pointer({ keys: '[MouseLeft>]', target: menu.lookAlike });
    await menu.module.finish();
    expect(await screen.findByRole('button', { name: 'real open focused' })).toBeInTheDocument();
  });

  it('Enter on the focused look-alike opens it', async () => {
    const user = userEvent.setup();
    const menu = setup({ opensOnPress: true });
    menu.lookAlike.focus();
    await user.keyboard('{Enter}');
    await menu.module.finish();
    expect(await screen.findByRole('button', { name: 'real open focused' })).toBeInTheDocument();
  });
});
