import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrandEditor } from './editor.tsx';
import { FleetView } from './fleet-view.tsx';
import './studio.css';

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
  return code === null ? <FleetView /> : <BrandEditor key={code} code={code} />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Studio />
  </StrictMode>,
);
