import type { ReactNode } from 'react';
import { ArrowUpRight, CheckCircle2, Info } from 'lucide-react';
import { formatCurrency, formatPercent } from '../../../core/content/money';
import { bonusExample, TIER_OVERVIEW, type TierOverview } from '../../../core/content/tier-overview';
import { usePageMeta } from '../../lib/page-meta';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useCurrentUser } from '../../lib/use-current-user';

/** Tier Overview (docs/product.md#tier-pay): pay, weekly target and bonus of tiers A to D. */
export function TierOverviewPage() {
  usePageMeta('Tier Overview', 'Career path, expectations, and rewards');
  const { user } = useCurrentUser();
  const mine = TIER_OVERVIEW.find((t) => t.name === user?.currentTier);
  return (
    <Tabs defaultValue={mine?.letter ?? 'A'} className="space-y-4">
      <TabsList className="grid h-auto w-full grid-cols-4">
        {TIER_OVERVIEW.map((t) => (
          <TabsTrigger key={t.letter} value={t.letter} className="flex-col gap-0 py-2 sm:flex-row sm:gap-1.5">
            <span className="font-semibold">Tier {t.letter}</span>
            <span className="hidden text-xs font-normal md:inline">{t.name}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      {TIER_OVERVIEW.map((t) => (
        <TabsContent key={t.letter} value={t.letter}>
          <TierDetails tier={t} isMine={t === mine} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function TierDetails({ tier, isMine }: { tier: TierOverview; isMine: boolean }) {
  const example = bonusExample(tier);
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle className="text-xl">{tier.title}</CardTitle>
            {isMine ? <Badge>Your tier</Badge> : null}
          </div>
          <CardDescription>{tier.subtitle}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-3">
            <Figure label="Salary per year" value={formatCurrency(tier.salary)} />
            <Figure label="Weekly target" value={formatCurrency(tier.weeklyTarget)} />
            <Figure label="Bonus rate" value={formatPercent(tier.bonusRate)} />
          </div>
          <p className="text-sm leading-relaxed">{tier.profile}</p>
        </CardContent>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <ListCard title="Expectations" items={tier.expectations} icon={<CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />} />
        {tier.pathToImprovement ? (
          <ListCard
            title="Path to Improvement"
            items={tier.pathToImprovement}
            icon={<ArrowUpRight className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />}
          />
        ) : null}
        <Card className={tier.pathToImprovement ? 'lg:col-span-2' : undefined}>
          <CardHeader>
            <CardTitle>Bonus Example</CardTitle>
            <CardDescription>The bonus applies to revenue above the weekly target.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-3">
            <dl className="grid gap-2 text-sm sm:grid-cols-4">
              <Row label="Revenue this week" value={formatCurrency(example.revenue)} />
              <Row label="Weekly target" value={formatCurrency(example.weeklyTarget)} />
              <Row label="Above target" value={formatCurrency(example.aboveTarget)} />
              <Row label={`Bonus (${formatPercent(example.bonusRate)})`} value={formatCurrency(example.bonus)} strong />
            </dl>
            <p className="text-sm">
              {formatCurrency(example.aboveTarget)} above target × {formatPercent(example.bonusRate)} = <strong>{formatCurrency(example.bonus)}</strong> bonus
              for the week.
            </p>
            <p className="flex gap-2 rounded-md bg-muted p-3 text-xs text-muted-foreground">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
              {tier.bonusNote}
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-accent p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-xl font-bold text-accent-foreground">{value}</p>
    </div>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-2 rounded-md border p-2 sm:flex-col">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={strong ? 'font-bold text-success' : 'font-semibold'}>{value}</dd>
    </div>
  );
}

function ListCard({ title, items, icon }: { title: string; items: string[]; icon: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm">
          {items.map((item) => (
            <li key={item} className="flex gap-2">
              {icon}
              {item}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
