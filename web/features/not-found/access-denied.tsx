import { ShieldX } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card';
import { usePageMeta } from '../../lib/page-meta';

export function AccessDenied({ message = 'Access denied. You do not have permission to view this page.' }: { message?: string | undefined }) {
  usePageMeta('Access Denied');
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center sm:p-8">
        <ShieldX className="size-12 text-destructive" aria-hidden />
        <p className="font-medium">{message}</p>
      </CardContent>
    </Card>
  );
}
