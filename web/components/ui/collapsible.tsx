import { createContext, useContext, useId, useState, type ComponentProps } from 'react';

/**
 * A disclosure: a button that shows and hides a region (WAI-ARIA disclosure pattern), with
 * the API and the `data-state` attributes of Radix's Collapsible, which it replaces: Radix
 * measures every closed collapsible when it mounts (a forced layout and style recalculation
 * each), which made the dashboard's first render block the main thread. Closed content is
 * not rendered.
 */
const CollapsibleContext = createContext<{ open: boolean; toggle: () => void; contentId: string } | null>(null);

function useCollapsible(part: string) {
  const context = useContext(CollapsibleContext);
  if (!context) throw new Error(`${part} must be inside <Collapsible>`);
  return context;
}

const state = (open: boolean) => (open ? 'open' : 'closed');

export function Collapsible({
  open: controlled,
  defaultOpen = false,
  onOpenChange,
  ...props
}: Omit<ComponentProps<'div'>, 'onChange'> & { open?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void }) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  const contentId = useId();
  const toggle = () => {
    if (controlled === undefined) setUncontrolled(!open);
    onOpenChange?.(!open);
  };
  return (
    <CollapsibleContext.Provider value={{ open, toggle, contentId }}>
      <div data-state={state(open)} {...props} />
    </CollapsibleContext.Provider>
  );
}

export function CollapsibleTrigger({ onClick, ...props }: ComponentProps<'button'>) {
  const { open, toggle, contentId } = useCollapsible('CollapsibleTrigger');
  return (
    <button
      type="button"
      aria-controls={open ? contentId : undefined}
      aria-expanded={open}
      data-state={state(open)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggle();
      }}
      {...props}
    />
  );
}

export function CollapsibleContent(props: ComponentProps<'div'>) {
  const { open, contentId } = useCollapsible('CollapsibleContent');
  return open ? <div id={contentId} data-state={state(open)} {...props} /> : null;
}
