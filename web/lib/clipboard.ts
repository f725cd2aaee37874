import { notify } from './toast';

/** Copies text with the product's toasts ('Copied to clipboard' / 'Failed to copy'). */
export async function copyText(text: string, successTitle = 'Copied to clipboard'): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(successTitle);
    return true;
  } catch {
    notify.error('Failed to copy');
    return false;
  }
}
