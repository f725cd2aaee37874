import { act, Suspense, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { page } from './lazy-screen';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter() {
  const [clicks, setClicks] = useState(0);
  return <button onClick={() => setClicks(clicks + 1)}>clicked {clicks}</button>;
}

const container = document.createElement('div');
afterEach(() => (container.innerHTML = ''));

it('keeps a screen mounted, and what the user did in it, when its parent renders again after the chunk arrived', async () => {
  let arrive: (module: { Counter: ComponentType }) => void = () => undefined;
  const Screen = page(() => new Promise<{ Counter: ComponentType }>((resolve) => (arrive = resolve)), 'Counter');
  const Host = ({ resized }: { resized: boolean }) => (
    <main data-resized={resized}>
      <Suspense fallback={<p>Loading...</p>}>
        <Screen />
      </Suspense>
    </main>
  );
  const root = createRoot(container);
  await act(async () => root.render(<Host resized={false} />));
  expect(container.textContent).toBe('Loading...');

  await act(async () => arrive({ Counter }));
  const button = () => container.querySelector('button')!;
  await act(async () => button().dispatchEvent(new MouseEvent('click', { bubbles: true })));
  expect(button().textContent).toBe('clicked 1');

  // The shell renders again (a resize): the screen must not be swapped for a fresh copy.
  await act(async () => root.render(<Host resized={true} />));
  expect(button().textContent).toBe('clicked 1');
  await act(async () => root.unmount());
});

it('renders at once, without the fallback, a screen whose chunk was preloaded', async () => {
  const Screen = page(async () => ({ Counter }), 'Counter');
  await Screen.preload();
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <Suspense fallback={<p>Loading...</p>}>
        <Screen />
      </Suspense>,
    ),
  );
  expect(container.textContent).toBe('clicked 0');
  await act(async () => root.unmount());
});
