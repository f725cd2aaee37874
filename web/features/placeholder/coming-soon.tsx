import { Construction } from 'lucide-react';
import { Route, Routes } from 'react-router';
import { Card, CardContent } from '../../components/ui/card';
import { usePageMeta } from '../../app/page-meta';
import { NotFoundPage } from '../not-found/not-found-page';

/**
 * Screens whose features are not built yet: their real title and an honest note, never
 * sample data. Each entry is removed when its feature lands.
 */
const UPCOMING: Array<{ path: string; title: string; subtitle: string }> = [
  { path: '/', title: 'Dashboard', subtitle: 'Your skills, tier and training at a glance' },
  { path: '/assessment', title: 'Self Assessment', subtitle: 'Evaluate your skills and track progress' },
  { path: '/career-path', title: 'Career Advancement Path', subtitle: 'Track progress and plan next steps' },
  { path: '/tier-overview', title: 'Tier Overview', subtitle: 'Career path, expectations, and rewards' },
  { path: '/training', title: 'Training Hub', subtitle: 'Master client communication and conversion techniques' },
  { path: '/analytics', title: 'Performance Analytics', subtitle: 'Track skill development and progress' },
  { path: '/guidelines', title: 'Company Guidelines', subtitle: 'Review policies and procedures' },
  { path: '/flood-prevention', title: 'Flood Prevention Check', subtitle: 'Home flood-prevention and plumbing compliance inspection' },
  { path: '/client-report/:id', title: 'Client Report', subtitle: 'Flood Prevention Check' },
  { path: '/compliance-certificate/:id', title: 'Compliance Certificate', subtitle: 'Flood Prevention Check' },
  { path: '/employee-management', title: 'Employee Management', subtitle: 'Employees, PINs and devices' },
  { path: '/access-key-management', title: 'Access Key Management', subtitle: 'One-time keys for new employees' },
  { path: '/device-management', title: 'Device Management', subtitle: 'Your registered devices' },
  { path: '/security-monitor', title: 'Security Monitor', subtitle: 'Active sessions across the team' },
];

function ComingSoon({ title, subtitle }: { title: string; subtitle: string }) {
  usePageMeta(title, subtitle);
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center sm:p-8">
        <Construction className="size-10 text-warning" aria-hidden />
        <p className="text-lg font-semibold">{title} is coming soon</p>
        <p className="text-sm text-muted-foreground">This screen is still being built and is not available yet. Nothing shown here is real data.</p>
      </CardContent>
    </Card>
  );
}

export function ComingSoonRoutes() {
  return (
    <Routes>
      {UPCOMING.map((p) => (
        <Route key={p.path} path={p.path} element={<ComingSoon title={p.title} subtitle={p.subtitle} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
