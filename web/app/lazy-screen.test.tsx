// @vitest-environment jsdom
import { act, startTransition, Suspense, useState, type ComponentType } from 'react';
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

/** Waits, outside act(), until `check` holds (React schedules the work itself, as in a browser). */
async function until(check: () => boolean, what: string) {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 5_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

it('keeps a screen mounted when its chunk arrived while React was rendering it in a transition (a navigation)', async () => {
  // Outside act(), React renders a transition concurrently: the chunk arrives while the render
  // waits, and React resumes the suspended component where it stopped instead of starting over.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const root = createRoot(container);
  try {
    const Screen = page(async () => ({ Counter }), 'Counter');
    const Host = ({ screen, renders }: { screen: boolean; renders: number }) => (
      <main data-renders={renders}>
        <Suspense fallback={<p>Loading...</p>}>{screen ? <Screen /> : <p>Dashboard</p>}</Suspense>
      </main>
    );
    root.render(<Host screen={false} renders={0} />);
    await until(() => container.textContent === 'Dashboard', 'the first screen');

    // Router navigations are transitions (react-router wraps them in startTransition).
    startTransition(() => root.render(<Host screen renders={1} />));
    const button = () => container.querySelector('button');
    await until(() => button() !== null, 'the screen');
    button()!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await until(() => button()?.textContent === 'clicked 1', 'the click');

    // Another navigation (a tab's ?tab= change) renders the parents again: the same screen stays.
    startTransition(() => root.render(<Host screen renders={2} />));
    await until(() => container.querySelector('main')?.dataset.renders === '2', 'the second render');
    expect(button()!.textContent).toBe('clicked 1');
  } finally {
    root.unmount();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  }
});
