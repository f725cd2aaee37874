import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

export function AuthLayout({ title, description, children, footer }: { title: string; description: string; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background p-4">
      <Link to="/" className="flex items-center gap-2">
        <img src="/logo.svg" alt="" className="size-10" width={40} height={40} />
        <div className="leading-tight">
          <p className="font-semibold">Home Plumbing Staff Portal</p>
          <p className="text-xs text-muted-foreground">Home Plumbing Experts</p>
        </div>
      </Link>
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle className="text-2xl">{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">{children}</CardContent>
      </Card>
      <div className="text-sm text-muted-foreground">{footer}</div>
    </div>
  );
}
