import { Plus, Search } from 'lucide-react';
import { useState } from 'react';
import type { Guideline } from '../../../core/contracts/content';
import { ALL_CATEGORIES, filterGuidelines, guidelineCategories } from '../../../core/rules/guidelines';
import { can } from '../../../core/rules/roles';
import { usePageMeta } from '../../lib/page-meta';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { useCurrentUser } from '../../lib/use-current-user';
import { categoryLabel } from './category';
import { GuidelineEditor } from './guideline-editor';
import { GuidelineRow } from './guideline-row';
import { useGuidelines } from './guidelines-api';

/** Company guidelines (docs/product.md#content): search, category, one open row; editors add and edit. */
export function GuidelinesPage() {
  usePageMeta('Company Guidelines', 'Review policies and procedures');
  const { user } = useCurrentUser();
  const editor = can(user, 'editContent');
  const { data, isLoading, isError } = useGuidelines();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ guideline: Guideline | null } | null>(null);

  if (isLoading) return <LoadingState text="Loading guidelines..." />;
  if (isError) return <ErrorState text="Guidelines could not be loaded. Please reload the page." />;
  const all = data ?? [];
  const shown = filterGuidelines(all, search, category);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            placeholder="Search guidelines..."
            aria-label="Search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="pl-9"
          />
        </div>
        <Select value={category} onValueChange={setCategory}>
          <SelectTrigger className="sm:w-56" aria-label="Category">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_CATEGORIES}>All Categories</SelectItem>
            {guidelineCategories(all).map((c) => (
              <SelectItem key={c} value={c}>
                {categoryLabel(c)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          {shown.length} {shown.length === 1 ? 'Guideline' : 'Guidelines'}
        </h2>
        {editor ? (
          <Button size="sm" onClick={() => setEditing({ guideline: null })}>
            <Plus /> Add Guideline
          </Button>
        ) : null}
      </div>

      {shown.length === 0 ? (
        <EmptyState title="No guidelines found" text="Try adjusting your search filters to find relevant guidelines." />
      ) : (
        <div className="space-y-3">
          {shown.map((g) => (
            <GuidelineRow
              key={g.id}
              guideline={g}
              open={openId === g.id}
              onOpenChange={(open) => setOpenId(open ? g.id : null)}
              onEdit={editor ? () => setEditing({ guideline: g }) : undefined}
            />
          ))}
        </div>
      )}
      {editor ? <GuidelineEditor open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} guideline={editing?.guideline ?? null} /> : null}
    </div>
  );
}
