import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { applyVerificationCode, demoVerificationLink, reloadCurrentUser, sendVerificationEmail } from '@services/auth';
import { CardPage } from '../../components/CardPage';
import { FormError } from '../../components/FormError';
import { RESEND_COOLDOWN_S, VERIFY_POLL_INTERVAL_MS } from '../../config/constants';
import { useMessages } from '../../i18n/messages';
import { messageWithElements } from '../../i18n/withElements';
import { useAuthErrorMessage } from './authErrors';
import { authMessages } from './messages';
import { useAuthSession } from './useSession';
import { paths, loginPath } from '../../config/routes';

/**
 * Seconds left until resending is allowed, counted from a deadline rather than by ticks, so it
 * stays right when a background tab slows its timers. `restart` starts a new cooldown.
 */
function useCooldown() {
  const [until, setUntil] = useState(() => Date.now() + RESEND_COOLDOWN_S * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000));
  const counting = secondsLeft > 0;
  useEffect(() => {
    if (!counting) return;
    // One interval for the whole countdown: restarting it every second would let it fall behind.
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [counting]);
  return {
    secondsLeft,
    restart: () => {
      const start = Date.now();
      setNow(start);
      setUntil(start + RESEND_COOLDOWN_S * 1000);
    },
  };
}

export default function VerifyEmailPage() {
  const t = useMessages(authMessages);
  const authErrorMessage = useAuthErrorMessage();
  const { user, confirmed, reload } = useAuthSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const oobCode = params.get('mode') === 'verifyEmail' ? params.get('oobCode') : null;
  const { secondsLeft, restart } = useCooldown();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [codeApplied, setCodeApplied] = useState(false);
  const appliedCode = useRef<string | null>(null);
  const polling = useRef(false);

  // A verification link that leads back here: apply its code once.
  useEffect(() => {
    if (!oobCode || appliedCode.current === oobCode) return;
    appliedCode.current = oobCode;
    applyVerificationCode(oobCode).then(
      () => {
        setCodeApplied(true);
        return reload();
      },
      (err: unknown) => setError(authErrorMessage(err)),
    );
  }, [oobCode, reload, authErrorMessage]);

  // Check the user every second (the auth record only; the session and its profile are read
  // again once, when the address is verified); then go to the home page.
  const waiting = Boolean(user && !user.emailVerified);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (polling.current) return;
      polling.current = true;
      reloadCurrentUser()
        .then(async (fresh) => {
          if (!fresh?.emailVerified) return;
          await reload();
          navigate(paths.root, { replace: true });
        })
        .catch((err: unknown) => setError(authErrorMessage(err)))
        .finally(() => {
          polling.current = false;
        });
    }, VERIFY_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [waiting, reload, navigate, authErrorMessage]);

  if (user?.emailVerified && confirmed) return <Navigate to={paths.root} replace />;

  async function onResend() {
    setSending(true);
    setError(null);
    try {
      await sendVerificationEmail();
      toast.success(t.sentAgain);
      restart();
    } catch (err) {
      setError(authErrorMessage(err));
    } finally {
      setSending(false);
    }
  }

  if (!user) {
    return (
      <CardPage meta="verifyEmail" heading={t.verifyHeading} width="narrow">
        <FormError message={error} />
        {codeApplied ? (
          <p className="alert alert-success" role="status">
            {t.verified}
          </p>
        ) : (
          <p>{t.loginToSeeVerification}</p>
        )}
        <Link to={loginPath(paths.verifyEmail)} className="btn btn-primary">
          {t.login}
        </Link>
      </CardPage>
    );
  }

  const demoLink = demoVerificationLink();
  return (
    <CardPage meta="verifyEmail" heading={t.verifyHeading} width="narrow">
      <FormError message={error} />
      <p>{messageWithElements(t.verificationSent, <strong>{user.email}</strong>)}</p>
      <p className="text-body-secondary">{t.nothingArrived}</p>
      {demoLink && (
        <div className="alert alert-info">
          <p className="mb-2">{t.demoBackend}</p>
          <Link to={demoLink}>{t.verifyMyEmail}</Link>
        </div>
      )}
      <button type="button" className="btn btn-primary" onClick={() => void onResend()} disabled={secondsLeft > 0 || sending}>
        {secondsLeft > 0 ? t.resendIn(secondsLeft) : sending ? t.sending : t.resendEmail}
      </button>
    </CardPage>
  );
}
