// The frame a page starts from, before the status call or any route chunk has answered: header,
// side menu, footer and, on the home page, the home's layout in placeholders. `lobby build`
// renders it into each tenant's index.html (runtime/src/prerender.tsx) and the app hydrates it:
// it is what the router shows until its first route is in and what the root layout shows while
// the status call is out, so the first client render matches the HTML.
import { useLocation } from 'react-router-dom';
import { paths, showsChrome, showsSideMenu } from '../../config/routes.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { HomeSkeleton } from '../../features/home/components/home-skeleton.tsx';
import { Floating } from './floating.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { SideMenu } from './side-menu.tsx';

const HOME_PATHS: readonly string[] = [
  paths.home,
  paths.index,
  paths.indexHtml,
  paths.homeAlias,
  paths.login,
  paths.register,
  paths.help,
];

export const isHomePath = (pathname: string) => HOME_PATHS.includes(pathname);

export function AppShell() {
  const { pathname } = useLocation();
  const chrome = showsChrome(pathname);
  if (!chrome) return <Spinner full />;
  return (
    <div className="app">
      <Header />
      <div className="app__body">
        {showsSideMenu(pathname) && <SideMenu />}
        <main className="app__main" id="main">
          {isHomePath(pathname) ? <HomeSkeleton /> : <Spinner />}
          <Footer />
        </main>
      </div>
      <Floating />
    </div>
  );
}
