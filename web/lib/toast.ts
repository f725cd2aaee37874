import { toast } from 'sonner';

/** The one toast helper: a title and an optional description, as the spec words them. */
export const notify = {
  success(title: string, description?: string) {
    toast.success(title, { description });
  },
  error(title: string, description?: string) {
    toast.error(title, { description });
  },
  info(title: string, description?: string) {
    toast(title, { description });
  },
};
