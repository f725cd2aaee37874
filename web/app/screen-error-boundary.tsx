import { Component, type ReactNode } from 'react';
import { Button } from '../components/ui/button';
import { ErrorState } from '../components/ui/states';

/**
 * A screen that throws while rendering (or fails to load its chunk after a deploy) shows an
 * error with a way out, inside the shell, instead of a blank page. Reset on navigation by
 * keying it on the path (app-shell.tsx).
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Screen failed to render', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center">
        <ErrorState text="This screen could not be shown. Reload the page to try again; your saved work is not affected." />
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    );
  }
}
