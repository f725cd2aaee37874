/**
 * The one toast helper: a title and an optional description, as the product words them (docs/product.md#interface).
 * sonner is not part of the first screen's code (it is not needed to draw it): it loads on
 * the first toast, or with the Toaster once the page is idle (web/app/lazy-toaster.tsx).
 * A toast made before the Toaster mounted shows when it does (sonner replays active toasts).
 */
const sonner = () => import('sonner');

export const notify = {
  success(title: string, description?: string) {
    void sonner().then(({ toast }) => toast.success(title, { description }));
  },
  error(title: string, description?: string) {
    void sonner().then(({ toast }) => toast.error(title, { description }));
  },
  info(title: string, description?: string) {
    void sonner().then(({ toast }) => toast(title, { description }));
  },
  /** A toast that stays until its button is pressed or it is closed (e.g. 'Update available' with 'Reload'). */
  action(title: string, action: { label: string; onClick: () => void }, description?: string) {
    void sonner().then(({ toast }) => toast(title, { description, action, duration: Infinity }));
  },
};
