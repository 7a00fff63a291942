import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FleetView } from './fleet-view.tsx';
import { msg } from './messages.ts';
import './studio.css';

// The editor (rjsf and its schema validator) is most of the app's code: the fleet view opens
// without waiting for it.
const BrandEditor = lazy(() => import('./editor.tsx').then((m) => ({ default: m.BrandEditor })));

/** `#/` is the fleet, `#/brand/<code>` a brand's editor: a reload or a shared link keeps both. */
function useRoute(): string | null {
  const read = () => /^#\/brand\/([^/]+)$/.exec(window.location.hash)?.[1] ?? null;
  const [code, setCode] = useState(read);
  useEffect(() => {
    const onHash = () => setCode(read());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return code === null ? null : decodeURIComponent(code);
}

function Studio() {
  const code = useRoute();
  if (code === null) return <FleetView />;
  return (
    <Suspense
      fallback={
        <main className="editor">
          <p role="status">{msg.loading}</p>
        </main>
      }
    >
      <BrandEditor key={code} code={code} />
    </Suspense>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Studio />
  </StrictMode>,
);
