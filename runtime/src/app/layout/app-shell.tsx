// The app frame (header, side menu, footer by path) and what it shows before a page is in.
// `lobby build` renders AppShell at each prerendered path into a page of its own (index.html for
// the home page, rng.html for /rng: runtime/src/prerender.tsx); in the browser the root layout
// renders the same Frame with the same placeholder until the status call and the route's chunk
// are in, so the first client render on that path matches the HTML, and the header and menu stay
// the same DOM afterwards.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isGameGridPath, isHomePath, showsChrome, showsSideMenu } from '../../config/routes.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { HomeSkeleton } from '../../features/home/components/home-skeleton.tsx';
import { Floating } from './floating.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { SideMenu } from './side-menu.tsx';

export function Frame({
  pathname,
  children,
  overlays,
}: {
  pathname: string;
  children: ReactNode;
  /** Modals and popups, outside the page flow. */
  overlays?: ReactNode;
}) {
  const chrome = showsChrome(pathname);
  return (
    <div className={chrome ? 'app' : 'app app--bare'}>
      {chrome && <Header />}
      <div className="app__body">
        {showsSideMenu(pathname) && <SideMenu />}
        <main className="app__main" id="main">
          {children}
          {chrome && <Footer />}
        </main>
      </div>
      {chrome && <Floating />}
      {overlays}
    </div>
  );
}

/** The page's place while its code or the status call is on the way. */
export function PagePlaceholder({ pathname }: { pathname: string }) {
  if (isHomePath(pathname)) return <HomeSkeleton />;
  // A game list fills the screen once in: keep its room so the footer stays below the fold.
  if (isGameGridPath(pathname))
    return (
      <div className="page page--pending" aria-busy="true" data-testid="page-placeholder">
        <Spinner />
      </div>
    );
  return <Spinner />;
}

export function AppShell() {
  const { pathname } = useLocation();
  return (
    <Frame pathname={pathname}>
      <PagePlaceholder pathname={pathname} />
    </Frame>
  );
}
