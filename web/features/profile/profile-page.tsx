import { authEndpoints } from '../../../core/contracts/auth';
import { employeeEndpoints } from '../../../core/contracts/admin';
import { notificationEndpoints } from '../../../core/contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Profile, profileEndpoints, type ProfileUpdateBody } from '../../../core/contracts/profile';
import { CameraCapture } from '../../components/camera-capture';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { apiRequest, ApiError, errorMessage } from '../../lib/api';
import { formatNumericDate } from '../../lib/dates';
import { usePageMeta } from '../../lib/page-meta';
import { notify } from '../../lib/toast';
import { LicenceStatusBadge } from './licence-status';

const TEXT = ['mobileNumber', 'personalEmail', 'emergencyContactName', 'emergencyContactPhone', 'plumbingLicenseNumber', 'licenseExpiryDate'] as const;
const IMAGES = ['plumbingLicenseUrl', 'driversLicenseUrl', 'employeePhotoUrl'] as const;
type Draft = Record<(typeof TEXT)[number] | (typeof IMAGES)[number], string>;

function draftOf(p: Profile): Draft {
  return Object.fromEntries([...TEXT, ...IMAGES].map((k) => [k, p[k] ?? ''])) as Draft;
}

/** Only what changed goes to the server (an unchanged photo is a stored file's address, not a new image). */
function changesOf(p: Profile, d: Draft): ProfileUpdateBody {
  const out: Record<string, string> = {};
  for (const k of [...TEXT, ...IMAGES]) if (d[k] !== (p[k] ?? '')) out[k] = d[k];
  return out as ProfileUpdateBody;
}

/** My Profile (docs/product.md#profile): contact details, emergency contact, licence and photos. */
export function ProfilePage() {
  usePageMeta('My Profile', 'Keep your contact details and licence up to date');
  const queryClient = useQueryClient();
  const { data: profile, isLoading, error } = useQuery<Profile>({ queryKey: [profileEndpoints.profile.path] });
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (profile) setDraft(draftOf(profile));
  }, [profile]);
  const save = useMutation({
    mutationFn: (body: ProfileUpdateBody) => apiRequest<Profile>('PUT', profileEndpoints.update.path, body),
    onSuccess: (updated) => {
      queryClient.setQueryData([profileEndpoints.profile.path], updated);
      // The bell, the register and the lists read the new licence and details at once.
      for (const key of [notificationEndpoints.list, profileEndpoints.licences, employeeEndpoints.list, authEndpoints.currentUser])
        void queryClient.invalidateQueries({ queryKey: [key.path] });
      notify.success('Profile saved', 'Your details are up to date.');
    },
  });
  if (isLoading || (!draft && !error)) return <LoadingState text="Loading profile..." />;
  if (error || !profile || !draft) return <ErrorState text={errorMessage(error, 'Could not load your profile.')} />;

  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const set = (k: keyof Draft) => (value: string) => setDraft({ ...draft, [k]: value });
  const text = (k: (typeof TEXT)[number], label: string, type = 'text', autoComplete = 'off') => (
    <Field id={k} label={label} error={fields[k]}>
      <Input id={k} type={type} autoComplete={autoComplete} aria-invalid={!!fields[k]} value={draft[k]} onChange={(e) => set(k)(e.target.value)} />
    </Field>
  );
  const photo = (k: (typeof IMAGES)[number], label: string, facing: 'user' | 'environment' = 'environment') => (
    <div className="space-y-1.5">
      <p className="text-sm font-medium" id={`${k}-label`}>
        {label}
      </p>
      <CameraCapture id={k} value={draft[k] || null} onChange={(v) => set(k)(v ?? profile[k] ?? '')} facing={facing} alt={label} />
      {fields[k] ? <p className="text-sm text-destructive">{fields[k]}</p> : null}
    </div>
  );
  const changes = changesOf(profile, draft);
  const changed = Object.keys(changes).length > 0;

  return (
    <form
      className="grid gap-4 lg:grid-cols-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (changed) save.mutate(changes);
      }}
    >
      <Card>
        <CardHeader>
          <CardTitle>
            {profile.firstName} {profile.lastName}
          </CardTitle>
          <CardDescription>
            {profile.role} · {profile.email}
            {profile.startDate ? ` · started ${formatNumericDate(profile.startDate)}` : ''}. Your name, role and start date are changed by management.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2">
          {text('mobileNumber', 'Mobile number', 'tel', 'tel')}
          {text('personalEmail', 'Personal email', 'email', 'email')}
          {text('emergencyContactName', 'Emergency contact name')}
          {text('emergencyContactPhone', 'Emergency contact phone', 'tel')}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            Plumbing licence <LicenceStatusBadge status={profile.licenceStatus} />
          </CardTitle>
          <CardDescription>
            {profile.licenseExpiryDate ? `Expires ${formatNumericDate(profile.licenseExpiryDate)}. ` : ''}
            Renewed it? Enter the new expiry date and a photo of the new licence, then save: the reminder stops at once.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2">
          {text('plumbingLicenseNumber', 'Licence number')}
          {text('licenseExpiryDate', 'Licence expiry date', 'date')}
          <div className="sm:col-span-2">{photo('plumbingLicenseUrl', 'Plumbing licence photo')}</div>
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Photos</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {photo('employeePhotoUrl', 'Employee photo', 'user')}
          {photo('driversLicenseUrl', "Driver's licence photo")}
        </CardContent>
      </Card>
      <div className="flex flex-wrap items-center gap-3 lg:col-span-2">
        <Button type="submit" disabled={!changed || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        {changed ? (
          <Button type="button" variant="outline" onClick={() => setDraft(draftOf(profile))}>
            Discard
          </Button>
        ) : null}
        {save.isError && !Object.keys(fields).length ? <ErrorState text={errorMessage(save.error, 'Could not save your profile.')} /> : null}
      </div>
    </form>
  );
}
