import { RedEnvelopeCard } from './red-envelope-card.tsx';
import '../rewards.css';

export default function RedEnvelope() {
  return <RedEnvelopeCard />;
}
