import { urlOf } from '../../../core/contracts/endpoint';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { certificateEndpoints, type CertificateVerification } from '../../../core/contracts/certificates';
import { Card, CardContent } from '../../components/ui/card';
import { LoadingState } from '../../components/ui/states';
import { ApiError } from '../../lib/api';
import { formatLongDate } from '../../lib/dates';
import { usePageMeta } from '../../lib/page-meta';
import { verifyStatus, type VerifyStatus } from './verify-status';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="text-sm text-muted-foreground sm:w-44">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function StatusLine({ status }: { status: VerifyStatus }) {
  const valid = status.tone === 'valid';
  const Icon = valid ? CircleCheck : CircleX;
  return (
    <p
      className={`flex items-center gap-2 rounded-md p-3 text-lg font-semibold ${valid ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
      data-testid="verify-status"
    >
      <Icon className="size-6" aria-hidden /> {status.words}
    </p>
  );
}

/**
 * /verify/{code} (docs/product.md#verification): anyone holding a certificate, without an account, sees
 * whether it is valid. Only the certificate's number, status, issue date, the property's
 * suburb and postcode, the inspector and the business: nothing else about the client.
 */
export function VerifyPage() {
  usePageMeta('Certificate Verification', 'Compliance certificate');
  const code = useParams().code ?? '';
  const query = useQuery<CertificateVerification | null>({ queryKey: [urlOf(certificateEndpoints.verify, { code })], retry: false });
  const v = query.data;
  return (
    <main className="flex min-h-dvh items-start justify-center bg-muted/40 p-4 sm:items-center">
      <Card className="w-full max-w-lg">
        <CardContent className="space-y-4 p-6 sm:p-8">
          <h1 className="text-2xl font-bold">Certificate verification</h1>
          {query.isLoading ? <LoadingState text="Checking the certificate..." /> : null}
          {query.error ? (
            <div className="flex items-start gap-3" role="alert">
              <SearchX className="size-8 shrink-0 text-muted-foreground" aria-hidden />
              <p>
                {query.error instanceof ApiError && query.error.status === 429
                  ? 'Too many look-ups from this network. Please wait a minute and try again.'
                  : 'No certificate has this verification code. Check the address against the one printed on the certificate.'}
              </p>
            </div>
          ) : null}
          {v ? (
            <>
              <StatusLine status={verifyStatus(v)} />
              <dl className="divide-y">
                <Row label="Certificate number" value={v.certificateNumber} />
                <Row label="Issued" value={formatLongDate(v.issuedAt)} />
                <Row label="Property" value={`${v.suburb} ${v.postcode}`} />
                <Row label="Inspector" value={v.inspectorName ?? 'Not recorded'} />
                <Row label="Business" value={v.businessName} />
              </dl>
            </>
          ) : null}
        </CardContent>
      </Card>
    </main>
  );
}
