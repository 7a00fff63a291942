// Boot: read the tenant from index.html, load the language, render. Everything else is lazy.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Language } from '../../schemas/constants.ts';
import { App } from './app/app.tsx';
import { readTenant, setTenant } from './config/tenant.ts';
import { STORAGE_KEYS } from './config/constants.ts';
import { initI18n, initialLanguage } from './lib/i18n.ts';
import './styles.css';

const tenant = readTenant();
setTenant(tenant);
sessionStorage.setItem(STORAGE_KEYS.merchant, tenant.merchantCode);
await initI18n(initialLanguage(tenant.languages.available as Language[], tenant.languages.default));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
