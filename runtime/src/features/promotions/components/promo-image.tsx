import { useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';

/** An activity image; a missing one leaves a themed placeholder instead of a broken icon. */
export function PromoImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !src)
    return (
      <div className="promo-card__image promo-card__image--empty" aria-hidden="true">
        <Icon name="gift" size={44} />
      </div>
    );
  return (
    <img
      className="promo-card__image"
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
