import { ArrowLeft, Droplets, Home, LogIn, SearchX } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';

/**
 * docs/product.md#screens: Go Back returns in history if any, otherwise to /flood-prevention, and a
 * Flood Prevention button. Signed out, those would need a session: Go Back falls back to the
 * home page, and the buttons lead home and to sign in.
 */
export function NotFoundPage({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const fallback = signedIn ? '/flood-prevention' : '/';
  const goBack = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(fallback);
  };
  return (
    <div className="flex min-h-[70dvh] items-center justify-center p-4">
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-3 p-8 sm:p-8">
          <SearchX className="size-12 text-muted-foreground" aria-hidden />
          <h1 className="text-2xl font-bold">Page Not Found</h1>
          <p className="text-muted-foreground">The page you're looking for doesn't exist or may have been moved.</p>
          <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            <Button variant="outline" onClick={goBack}>
              <ArrowLeft /> Go Back
            </Button>
            {signedIn ? (
              <Button onClick={() => navigate('/flood-prevention')}>
                <Droplets /> Flood Prevention
              </Button>
            ) : (
              <>
                <Button variant="outline" onClick={() => navigate('/')}>
                  <Home /> Home
                </Button>
                <Button onClick={() => navigate('/sign-in')}>
                  <LogIn /> Sign In
                </Button>
              </>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
