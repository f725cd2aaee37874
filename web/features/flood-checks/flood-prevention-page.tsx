import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { CurrentUser } from '../../../core/contracts/auth';
import { floodCheckBody } from '../../../core/contracts/flood-check';
import { usePageMeta } from '../../lib/page-meta';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useCurrentUser } from '../../lib/use-current-user';
import { emptyCheckForm, type CheckForm } from './check-form';
import { CurrentWorkTab } from './current-work-tab';
import { ExistingTab, useChecksList } from './existing-tab';
import { NewCheckTab } from './new-check-tab';
import { useCheckDraft } from './use-check-draft';
import { useCheckLock } from './use-check-lock';
import { usePhotoQueue } from './use-photo-queue';
import { useProduceReport } from './use-produce-report';

const TABS = ['new', 'current', 'existing'] as const;
type Tab = (typeof TABS)[number];

/** /flood-prevention: New Check, Current Work and Existing (n) (spec part 2 §2). */
export function FloodPreventionPage() {
  const { user } = useCurrentUser();
  usePageMeta('Flood Prevention Check', 'Home flood-prevention and plumbing compliance inspection');
  return user ? <FloodPrevention user={user} /> : null;
}

function FloodPrevention({ user }: { user: CurrentUser }) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'new';
  const setTab = (next: string) => setParams(next === 'new' ? {} : { tab: next }, { replace: true });

  const form = useForm<CheckForm>({
    defaultValues: emptyCheckForm(user),
    resolver: zodResolver(floodCheckBody) as unknown as Resolver<CheckForm>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [checkId, setCheckId] = useState<number | null>(null);
  const queue = usePhotoQueue(user.id, checkId);
  const draft = useCheckDraft(user, form, queue, tab, setCheckId);
  const lock = useCheckLock(checkId);
  const { saving, produce } = useProduceReport(user.id, form, queue, draft, checkId, lock);
  const total = useChecksList().data?.pages[0]?.total;

  return (
    <Tabs value={tab} onValueChange={setTab} className="mx-auto max-w-5xl">
      <TabsList className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
        <TabsTrigger value="new">New Check</TabsTrigger>
        <TabsTrigger value="current">Current Work</TabsTrigger>
        <TabsTrigger value="existing">Existing ({total ?? 0})</TabsTrigger>
      </TabsList>
      {/* The form stays mounted so switching tabs never loses what was typed. */}
      <TabsContent value="new" forceMount hidden={tab !== 'new'}>
        <NewCheckTab form={form} queue={queue} draft={draft} checkId={checkId} lock={lock} saving={saving} produce={() => void produce()} />
      </TabsContent>
      <TabsContent value="current">
        <CurrentWorkTab userId={user.id} saveNow={draft.saveNow} onEdit={() => setTab('new')} onClear={() => draft.clear()} onStartNew={() => setTab('new')} />
      </TabsContent>
      <TabsContent value="existing">
        <ExistingTab onCreate={() => setTab('new')} />
      </TabsContent>
    </Tabs>
  );
}
