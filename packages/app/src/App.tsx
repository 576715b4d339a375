/** The top-level screens of SPEC section 2, chosen from the URL. */
import { useEffect, useSyncExternalStore } from 'react';
import { currentPlace, go, subscribePlace } from './lib/router.ts';
import { lazyScreen } from './lib/lazy.tsx';
import { getSession, subscribe } from './lib/session.ts';
import { useLang } from './lib/i18n.ts';
import { whenSessionExpires } from './lib/api.ts';
import { NotFound } from './pages/NotFound.tsx';

const LoginPage = lazyScreen(() => import('./pages/LoginPage.tsx'));
const ForgetPage = lazyScreen(() => import('./pages/ForgetPage.tsx'));
const RegisterPage = lazyScreen(() => import('./pages/RegisterPage.tsx'));
const Shell = lazyScreen(() => import('./shell/Shell.tsx'));

whenSessionExpires(() => go('/login'));

export function App() {
  const place = useSyncExternalStore(subscribePlace, currentPlace);
  const session = useSyncExternalStore(subscribe, getSession);
  useLang();
  const needsSession = place.kind === 'main' || place.kind === 'iframe';
  useEffect(() => {
    if (needsSession && !session) go(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
  }, [needsSession, session]);

  switch (place.kind) {
    case 'login':
      return <LoginPage />;
    case 'forget':
      return <ForgetPage />;
    case 'register':
      return <RegisterPage mode="register" />;
    case 'registerInfoEdit':
      return <RegisterPage mode="edit" />;
    case 'main':
    case 'iframe':
      return session ? <Shell place={place} /> : null;
    default:
      return <NotFound />;
  }
}
