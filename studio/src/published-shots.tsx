// What a publish changed for a visitor: the served site's home just before the rollout and just
// after it, side by side. Without shots, why there are none.
import { msg } from './messages.ts';
import type { PublishShots } from './protocol.ts';

export function PublishedShots({ site, shots }: { site: string; shots: PublishShots }) {
  if ('missing' in shots) return <p className="muted">{msg.shotsMissing(shots.missing)}</p>;
  return (
    <div className="publish-shots">
      {(['before', 'after'] as const).map((when) => (
        <figure key={when}>
          <img src={shots[when]} alt={msg.shotAlt[when](site)} width={1280} height={800} />
          <figcaption>{msg.shotCaption[when]}</figcaption>
        </figure>
      ))}
    </div>
  );
}
