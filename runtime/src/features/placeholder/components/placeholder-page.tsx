import { useMatches } from 'react-router-dom';
import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

/** Placeholder for a screen of a later issue: right path, guard and title, honest text. */
export default function PlaceholderPage() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { titleKey?: string } | undefined;
  return <ComingSoon titleKey={handle?.titleKey ?? 'common.notFound'} />;
}
