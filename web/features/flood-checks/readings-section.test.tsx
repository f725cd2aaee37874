// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { floodCheckBody } from '../../../core/contracts/flood-check';
import type { CheckForm } from './check-form';
import { filledCheckForm } from './check-form.fixtures';
import { APP_SET_STATUSES } from './check-values';
import { ReadingsSection } from './readings-section';
import type { PhotoQueue } from './use-photo-queue';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const queue = { photos: [], progress: {}, pending: 0 } as unknown as PhotoQueue;

let root: Root;
let host: HTMLDivElement;
let form: UseFormReturn<CheckForm>;

function mount(values: CheckForm = {}) {
  function Readings() {
    form = useForm<CheckForm>({ defaultValues: values });
    return <ReadingsSection form={form} queue={queue} />;
  }
  act(() => root.render(<Readings />));
}

/** Types into the reading one key at a time, as a plumber on a phone does: React sees each keystroke. */
function type(id: string, text: string) {
  const input = host.querySelector<HTMLInputElement>(`#${id}`)!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (let i = 1; i <= text.length; i++)
    act(() => {
      setValue.call(input, text.slice(0, i));
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
}

function clear(id: string) {
  const input = host.querySelector<HTMLInputElement>(`#${id}`)!;
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function choose(group: string, label: 'Pass' | 'Fail') {
  const radio = [...host.querySelectorAll<HTMLButtonElement>(`[aria-label="${group}"] [role="radio"]`)].find((b) => b.textContent === label)!;
  act(() => radio.click());
}

const pressure = () => form.getValues('staticPressureStatus');
const hotWater = () => form.getValues('hotWaterTempStatus');

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

it('never moves a status the plumber chose, whatever is typed one key at a time', () => {
  mount();
  choose('Static Water Pressure status', 'Pass');
  const seen: string[] = [];
  for (const key of '650') {
    type('staticPressureKpa', (form.getValues('staticPressureKpa') ?? '') + key);
    seen.push(pressure() ?? '');
  }
  expect(form.getValues('staticPressureKpa')).toBe('650');
  expect(seen).toEqual(['pass', 'pass', 'pass']);
  // The chosen Pass against 650 kPa asks for a reason.
  expect(host.textContent).toContain('Reason for Pass (the reading suggests Fail)');

  choose('Hot Water Temperature status', 'Pass');
  type('temperatureCelsius', '55');
  expect(hotWater()).toBe('pass');
});

it('lets an empty status follow the reading, until the plumber clicks one', () => {
  mount();
  type('staticPressureKpa', '6');
  expect(pressure()).toBe('pass');
  type('staticPressureKpa', '65');
  expect(pressure()).toBe('pass');
  type('staticPressureKpa', '650');
  expect(pressure()).toBe('fail');
  clear('staticPressureKpa');
  expect(pressure()).toBe('');

  type('staticPressureKpa', '650');
  expect(pressure()).toBe('fail');
  choose('Static Water Pressure status', 'Pass');
  clear('staticPressureKpa');
  type('staticPressureKpa', '650');
  expect(pressure()).toBe('pass');
});

it('counts a status restored without the app-set mark (a check loaded from the server) as chosen, and one with it as the app-set one it was', () => {
  mount({
    staticPressureKpa: '400',
    staticPressureStatus: 'pass',
    temperatureCelsius: '45',
    hotWaterTempStatus: 'pass',
    [APP_SET_STATUSES]: 'hotWaterTempStatus',
  });
  clear('staticPressureKpa');
  type('staticPressureKpa', '600');
  expect(pressure()).toBe('pass');
  clear('temperatureCelsius');
  type('temperatureCelsius', '55');
  expect(hotWater()).toBe('fail');
});

it('keeps the app-set mark out of what is sent to the server', () => {
  mount(filledCheckForm());
  type('staticPressureKpa', '650');
  expect(form.getValues(APP_SET_STATUSES)).toBe('staticPressureStatus');
  const body = floodCheckBody.parse(form.getValues());
  expect(body).toMatchObject({ staticPressureKpa: 650, staticPressureStatus: 'fail' });
  expect(body).not.toHaveProperty(APP_SET_STATUSES);
});
