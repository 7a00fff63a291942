import { useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';

/** An activity image; a missing one leaves a themed placeholder instead of a broken icon. */
export function PromoImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !src)
    return (
      <div
        className="media-card__image media-card__image--empty promo-card__image"
        aria-hidden="true"
      >
        <Icon name="gift" size={44} />
      </div>
    );
  return (
    <img
      className="media-card__image promo-card__image"
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
