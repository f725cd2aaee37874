import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A dialog the phone's back button closes, instead of leaving the page: opening it adds a
 * history entry (the same address, with `key` in its state), back takes that entry away and
 * with it the dialog. Closing it any other way (its close button, Escape, Done) goes back
 * over the entry it added, so no extra entry is left behind to press back through.
 *
 * Returns which value is open (null when none), and open/close.
 */
export function useBackCloses<T extends string | number>(key: string): { value: T | null; open: (value: T) => void; close: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as Record<string, unknown>;
  const value = (state[key] as T | undefined) ?? null;
  const here = `${location.pathname}${location.search}${location.hash}`;
  // Whether the open entry was added by this page (after a reload it was not: replace it instead).
  const added = useRef(false);
  const closing = useRef(false);
  useEffect(() => {
    if (value === null) closing.current = false;
  }, [value]);

  const open = (next: T) => {
    added.current = true;
    void navigate(here, { state: { ...state, [key]: next } });
  };

  const close = () => {
    if (value === null || closing.current) return;
    closing.current = true;
    if (added.current) {
      added.current = false;
      void navigate(-1);
    } else {
      const { [key]: _closed, ...rest } = state;
      void navigate(here, { replace: true, state: rest });
    }
  };

  return { value, open, close };
}
