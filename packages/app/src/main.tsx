/**
 * Entry: applies the stored language, then renders the top-level screen for
 * the URL. Everything beyond this file and the sign-in screens loads on demand.
 */
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { getLang } from './lib/session.ts';
import { router } from './lib/router.ts';
import './styles.css';

document.documentElement.lang = getLang() === 'EN' ? 'en' : 'zh-CN';
createRoot(document.getElementById('root')!).render(<App />);
router.resolve();
