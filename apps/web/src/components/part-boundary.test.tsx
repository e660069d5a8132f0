import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { onDemand } from '@/lib/on-demand';
import { PartBoundary } from './part-boundary';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/part.js');

/** A page with a running part (its count survives) and an on-demand part whose first download fails. */
function Page({ part }: { part: ReturnType<typeof onDemand<object>> }) {
  const [count, setCount] = useState(0);
  const [open, setOpen] = useState(true);
  return (
    <main>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Answers kept: {count}
      </button>
      <button type="button" onClick={() => setOpen(true)}>
        Open the part
      </button>
      <PartBoundary what="Edit name" retry={part.preload} open={open} onDismiss={() => setOpen(false)}>
        {open ? <part.Component /> : null}
      </PartBoundary>
    </main>
  );
}

/** The page, with a part whose first download fails (the error boundary logs it) and whose second brings it. */
function renderPartThatFailsOnce() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = vi
    .fn()
    .mockRejectedValueOnce(chunkError())
    .mockResolvedValue({ default: () => <p>The part</p> });
  const part = onDemand<object>(load);
  render(<Page part={part} />);
  return part;
}

it('a part whose code fails to load shows a message with Try again; the page keeps its state; Try again loads it', async () => {
  renderPartThatFailsOnce();
  await userEvent.click(screen.getByRole('button', { name: 'Answers kept: 0' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Edit name could not load.');
  // The page around it did not unmount.
  expect(screen.getByRole('button', { name: 'Answers kept: 1' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('The part')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Answers kept: 1' })).toBeInTheDocument();
});

it('a dialog part closed from its message goes away, and opening it again tries again', async () => {
  const part = renderPartThatFailsOnce();
  expect(await screen.findByRole('alert')).toHaveTextContent('Edit name could not load.');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // The trigger's hover or focus downloads the part again (useOnDemandDialog); then it opens.
  await part.preload();
  await userEvent.click(screen.getByRole('button', { name: 'Open the part' }));
  expect(await screen.findByText('The part')).toBeInTheDocument();
});
