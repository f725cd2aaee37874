import { authEndpoints } from '../../../core/contracts/auth-endpoints';
import { Award, ClipboardCheck, Droplets, GraduationCap, HeartHandshake, ShieldCheck, Target, TrendingUp, Users, Wrench } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

const VALUES = [
  {
    icon: ShieldCheck,
    title: 'Safety first',
    text: 'Every job starts with a safe site: isolate, test, wear the right PPE and never cut corners on gas or electrical risk.',
  },
  {
    icon: HeartHandshake,
    title: 'Respect for the home',
    text: 'Shoe covers on, drop sheets down, the work area left cleaner than we found it. We treat every home like our own.',
  },
  {
    icon: Target,
    title: 'Upfront and honest',
    text: 'Clear explanations and fixed prices before work starts. No surprises on the invoice, no pressure selling.',
  },
  {
    icon: Award,
    title: 'Done right, first time',
    text: 'Work to AS/NZS 3500, compliance certificates issued, photos taken, and no callbacks we could have avoided.',
  },
];

const ROLE_ITEMS = [
  {
    icon: ClipboardCheck,
    title: 'Assess your skills',
    text: 'Rate yourself across core safety, service skills, professional skills and advanced commercial work.',
  },
  { icon: TrendingUp, title: 'Follow your career path', text: 'See which tier you are on, what it pays, and exactly what gets you to the next one.' },
  { icon: GraduationCap, title: 'Train and grow', text: 'Work through training modules on flood prevention, pricing and client communication.' },
  {
    icon: Droplets,
    title: 'Protect homes from floods',
    text: 'Record flood prevention checks on site with photos and a signature, and send the client a report and certificate.',
  },
];

/**
 * What a signed-out visitor sees (docs/product.md#screens). Every call to action signs in, except the
 * path for new staff, who have no account yet: it leads to the sign-up page.
 */
export function LandingPage() {
  return (
    <div className="min-h-dvh bg-background">
      <header className="sticky top-0 z-10 border-b bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <div className="flex items-center gap-2">
            <img src="/logo.svg" alt="" className="size-9" width={36} height={36} />
            <div className="leading-tight">
              <p className="font-semibold">Home Plumbing Staff Portal</p>
              <p className="text-xs text-muted-foreground">Home Plumbing Experts</p>
            </div>
          </div>
          <Button asChild>
            <a href={authEndpoints.login.path}>Sign In</a>
          </Button>
        </div>
      </header>

      <main>
        <section className="bg-gradient-to-br from-blue-700 to-blue-900 text-white">
          <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-16 sm:py-24">
            <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm">
              <Wrench className="size-4" aria-hidden /> For our plumbers, apprentices and office team
            </p>
            <h1 className="max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">Build your skills. Grow your career. Protect every home you walk into.</h1>
            <p className="max-w-2xl text-lg text-blue-100">
              One place to assess your skills, see your path to the next pay tier, complete training, read company guidelines and record flood prevention checks
              on the job.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" className="bg-white text-blue-800 hover:bg-blue-50">
                <a href={authEndpoints.login.path}>Start your journey</a>
              </Button>
              <Button asChild size="lg" variant="outline" className="border-white/60 bg-transparent text-white hover:bg-white/10">
                <a href={authEndpoints.login.path}>Sign in</a>
              </Button>
            </div>
            <p className="text-blue-100">
              New to the team?{' '}
              <a href="/sign-up" className="font-semibold text-white underline underline-offset-4 hover:text-blue-50">
                Create your account
              </a>
            </p>
          </div>
        </section>

        <section className="mx-auto grid max-w-6xl gap-4 px-4 py-14 md:grid-cols-2">
          <h2 className="text-2xl font-bold md:col-span-2">Vision &amp; Mission</h2>
          <Card>
            <CardHeader>
              <CardTitle>Our vision</CardTitle>
            </CardHeader>
            <CardContent className="text-muted-foreground">
              To be the home plumbing company families trust first, because our people are the best trained, most professional plumbers in the neighbourhood.
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Our mission</CardTitle>
            </CardHeader>
            <CardContent className="text-muted-foreground">
              Fix it right the first time, prevent the next leak before it floods a home, and give every team member a clear, fair path to grow their skills and
              their pay.
            </CardContent>
          </Card>
        </section>

        <section className="bg-card py-14">
          <div className="mx-auto max-w-6xl px-4">
            <h2 className="mb-6 text-2xl font-bold">Company Values</h2>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {VALUES.map((v) => (
                <Card key={v.title}>
                  <CardContent className="space-y-2 p-5 sm:p-5">
                    <v.icon className="size-6 text-primary" aria-hidden />
                    <h3 className="font-semibold">{v.title}</h3>
                    <p className="text-sm text-muted-foreground">{v.text}</p>
                  </CardContent>
                </Card>
              ))}
            </div>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-14">
          <h2 className="mb-2 text-2xl font-bold">Your Role</h2>
          <p className="mb-6 max-w-2xl text-muted-foreground">
            Whether you are a first-year apprentice or leading the team, the portal shows you where you stand and what comes next.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {ROLE_ITEMS.map((r) => (
              <div key={r.title} className="flex gap-4 rounded-lg border bg-card p-5">
                <r.icon className="size-6 shrink-0 text-primary" aria-hidden />
                <div>
                  <h3 className="font-semibold">{r.title}</h3>
                  <p className="text-sm text-muted-foreground">{r.text}</p>
                </div>
              </div>
            ))}
          </div>
          <div className="mt-10 flex flex-col items-center gap-3 rounded-lg bg-accent p-8 text-center">
            <Users className="size-8 text-primary" aria-hidden />
            <h2 className="text-xl font-bold">New to the team? Create your account</h2>
            <p className="max-w-xl text-muted-foreground">
              Create your account with your email and a password, then register with the access code or one-time key from management.
            </p>
            <Button asChild size="lg">
              <a href="/sign-up">Create your account</a>
            </Button>
            <p className="text-sm text-muted-foreground">
              Already registered?{' '}
              <a href={authEndpoints.login.path} className="font-medium text-primary underline underline-offset-4">
                Sign in
              </a>
            </p>
          </div>
        </section>
      </main>
      <footer className="border-t py-6 text-center text-sm text-muted-foreground">For staff use only.</footer>
    </div>
  );
}
