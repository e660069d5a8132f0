// The device check's controls on a phone (375 px), in real Chromium with the app's styles: every control stays
// inside its card, Firefox's extra "Choose another speaker" included (decision 0783).
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderInApp, settles } from '../../../../test/component';
import { useDeviceStore } from '../session/device-store';
import { DeviceSettingsCard } from './device-settings-card';

const microphone = { deviceId: 'mic-1', groupId: 'g1', kind: 'audioinput', label: 'Built-in Microphone' };
let realMediaDevices: PropertyDescriptor | undefined;

beforeEach(async () => {
  useDeviceStore.setState({ microphoneId: null, speakerId: null });
  realMediaDevices = Object.getOwnPropertyDescriptor(Navigator.prototype, 'mediaDevices');
  // Firefox: no output listed until its own picker exposed one, and the picker to choose one.
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: () => Promise.resolve(new MediaStream()),
      enumerateDevices: () => Promise.resolve([microphone]),
      selectAudioOutput: () => Promise.reject(new DOMException('closed', 'NotAllowedError')),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
  await page.viewport(375, 812);
  await settles(() => expect(window.innerWidth).toBe(375));
});

afterEach(async () => {
  delete (navigator as { mediaDevices?: unknown }).mediaDevices;
  if (realMediaDevices) Object.defineProperty(Navigator.prototype, 'mediaDevices', realMediaDevices);
  await page.viewport(1440, 900);
});

test('at 375 px every device-check control and result stays inside the card, Choose another speaker included', async () => {
  renderInApp(
    // The join page's frame: centred, 16 px on each side.
    <main className="mx-auto flex w-full max-w-3xl flex-col items-center gap-8 px-4 py-10">
      <DeviceSettingsCard />
    </main>,
  );
  const choose = await screen.findByRole('button', { name: 'Choose another speaker' });
  // The card is the element the component gives its width to (`w-full max-w-xl`).
  const inside = choose.closest('.max-w-xl')!.getBoundingClientRect();
  // Every control, and every test's result beside its buttons (the badge after Choose another speaker).
  const rows = [...choose.closest('.max-w-xl')!.querySelectorAll('button, button ~ *')];
  const outside = rows
    .filter((b) => {
      const box = b.getBoundingClientRect();
      return box.left < inside.left || box.right > inside.right;
    })
    .map((b) => b.textContent);
  expect(outside).toEqual([]);
});
