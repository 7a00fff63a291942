// An address no route claims: the not-found title in the layout's page card.
import { ComingSoon } from '../components/ui/coming-soon.tsx';

export default function NotFoundPage() {
  return <ComingSoon titleKey="common.notFound" />;
}
