import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { type CompanySettings, settingsEndpoints, updateCompanySettingsBody, type UpdateCompanySettingsBody } from '../../../core/contracts/settings';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { LoadingState } from '../../components/ui/states';
import { apiRequest, errorMessage } from '../../lib/api';
import { fileToJpegDataUrl } from '../../lib/images';
import { notify } from '../../lib/toast';

export const COMPANY_SETTINGS_KEY = [settingsEndpoints.company.path] as const;

/** Business name, licence number, ABN, office email and logo, printed on every report. */
export function CompanyDetailsCard() {
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuery<CompanySettings>({ queryKey: COMPANY_SETTINGS_KEY });
  const form = useForm<UpdateCompanySettingsBody>({ resolver: zodResolver(updateCompanySettingsBody) as unknown as Resolver<UpdateCompanySettingsBody> });
  useEffect(() => {
    if (data) form.reset({ businessName: data.businessName, licenceNumber: data.licenceNumber, abn: data.abn, officeEmail: data.officeEmail });
  }, [data, form]);
  const save = useMutation({
    mutationFn: (body: UpdateCompanySettingsBody) => apiRequest<CompanySettings>('PUT', settingsEndpoints.updateCompany.path, body),
    onSuccess: (settings) => {
      queryClient.setQueryData(COMPANY_SETTINGS_KEY, settings);
      form.setValue('logo', undefined);
      notify.success('Settings saved', 'Reports and certificates now use these details.');
    },
    onError: (error) => notify.error('Error', errorMessage(error, 'Failed to save settings')),
  });
  const logo = form.watch('logo');
  const logoPreview = logo === '' ? null : (logo ?? data?.logoUrl ?? null);
  const e = form.formState.errors;

  if (isLoading) return <LoadingState text="Loading settings..." />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Business details</CardTitle>
        <CardDescription>Shown on client reports, compliance certificates and emails.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
          <Field id="businessName" label="Business name" error={e.businessName?.message} required>
            <Input id="businessName" {...form.register('businessName')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="licenceNumber" label="Licence number" error={e.licenceNumber?.message}>
              <Input id="licenceNumber" {...form.register('licenceNumber')} />
            </Field>
            <Field id="abn" label="ABN" error={e.abn?.message}>
              <Input id="abn" inputMode="numeric" {...form.register('abn')} />
            </Field>
          </div>
          <Field id="officeEmail" label="Office email" error={e.officeEmail?.message} hint="Prefilled when sending reports; receives a copy of every report.">
            <Input id="officeEmail" type="email" {...form.register('officeEmail')} />
          </Field>
          <div className="space-y-2">
            <p className="text-sm font-medium">Logo</p>
            <div className="flex items-center gap-3">
              <div className="flex size-20 items-center justify-center overflow-hidden rounded-md border bg-muted">
                {logoPreview ? (
                  <img src={logoPreview} alt="Company logo" className="max-h-full max-w-full object-contain" />
                ) : (
                  <span className="text-xs text-muted-foreground">No logo</span>
                )}
              </div>
              <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 text-sm font-medium hover:bg-muted">
                <ImageUp className="size-4" aria-hidden /> Choose logo
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  className="sr-only"
                  onChange={async (ev) => {
                    const file = ev.target.files?.[0];
                    if (file) form.setValue('logo', await fileToJpegDataUrl(file, 800), { shouldDirty: true });
                  }}
                />
              </label>
              {logoPreview ? (
                <Button variant="ghost" size="sm" onClick={() => form.setValue('logo', '', { shouldDirty: true })}>
                  <Trash2 /> Remove
                </Button>
              ) : null}
            </div>
          </div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save details'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
