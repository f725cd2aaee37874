import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { CurrentUser } from '../../../core/contracts/auth';
import { floodCheckBody } from '../../../core/contracts/flood-check';
import { usePageMeta } from '../../lib/page-meta';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { LoadingState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useCurrentUser } from '../../lib/use-current-user';
import { emptyCheckForm, type CheckForm } from './check-form';
import { CurrentWorkTab } from './current-work-tab';
import { ExistingTab, useChecksList } from './existing-tab';
import { NewCheckTab } from './new-check-tab';
import { openSavedCheck } from './open-saved-check';
import { newDraftId, useCheckDraft } from './use-check-draft';
import { useCheckLock } from './use-check-lock';
import { usePhotoQueue } from './use-photo-queue';
import { useProduceReport } from './use-produce-report';

const TABS = ['new', 'current', 'existing'] as const;
type Tab = (typeof TABS)[number];

/** /flood-prevention: New Check, Current Work and Existing (n) (docs/product.md#checks). */
export function FloodPreventionPage() {
  const { user } = useCurrentUser();
  usePageMeta('Flood Prevention Check', 'Home flood-prevention and plumbing compliance inspection');
  return user ? <FloodPrevention user={user} /> : null;
}

/** Which draft the form edits: the last changed one (null), or one chosen in Current Work or opened from Existing. */
interface Session {
  key: number;
  draftId: string | null;
}

/**
 * Holds the phone's several drafts (docs/product.md#drafts): the form edits one at a time, and switching
 * draft remounts it (the leaving form saves what it has first). `?open={checkId}` (Existing,
 * the report's Back to Form) reopens a saved check.
 */
function FloodPrevention({ user }: { user: CurrentUser }) {
  const [params, setParams] = useSearchParams();
  const [session, setSession] = useState<Session>({ key: 0, draftId: null });
  const openId = Number(params.get('open')) || null;
  const [opening, setOpening] = useState(openId !== null);

  const switchTo = useCallback(
    (draftId: string | null) => {
      setSession((s) => ({ key: s.key + 1, draftId }));
      setParams({}, { replace: true }); // the New Check tab
    },
    [setParams],
  );

  useEffect(() => {
    if (!openId) return;
    setOpening(true);
    openSavedCheck(user.id, openId)
      .then((draftId) => switchTo(draftId))
      .catch((error: unknown) => {
        notify.error('Cannot open check', errorMessage(error, 'The check could not be opened. Please try again.'));
        setParams({ tab: 'existing' }, { replace: true });
      })
      .finally(() => setOpening(false));
  }, [openId, user.id, switchTo, setParams]);

  if (opening) return <LoadingState text="Opening the check..." />;
  return <DraftSession key={session.key} user={user} draftId={session.draftId} switchTo={switchTo} />;
}

function DraftSession({ user, draftId, switchTo }: { user: CurrentUser; draftId: string | null; switchTo: (draftId: string | null) => void }) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'new';
  const setTab = (next: string) => setParams(next === 'new' ? {} : { tab: next }, { replace: true });

  const form = useForm<CheckForm>({
    defaultValues: emptyCheckForm(user),
    resolver: zodResolver(floodCheckBody) as unknown as Resolver<CheckForm>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const draftIdRef = useRef(draftId ?? newDraftId());
  const [checkId, setCheckId] = useState<number | null>(null);
  const queue = usePhotoQueue(user.id, checkId, draftIdRef);
  const draft = useCheckDraft(user, form, queue, tab, setCheckId, { draftIdRef, chosen: draftId !== null });
  const lock = useCheckLock(checkId);
  const { saving, produce } = useProduceReport(form, queue, draft, checkId, lock, draftIdRef);
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
        <CurrentWorkTab
          user={user}
          activeDraftId={draftIdRef.current}
          saveNow={draft.saveNow}
          onEdit={() => setTab('new')}
          onClear={() => draft.clear()}
          onStartNew={() => setTab('new')}
          onOpen={(id) => switchTo(id)}
          onNewDraft={() => switchTo(newDraftId())}
        />
      </TabsContent>
      <TabsContent value="existing">
        <ExistingTab user={user} onCreate={() => setTab('new')} />
      </TabsContent>
    </Tabs>
  );
}
