// The brand's home banners, per language set as the site shows them (the default language's
// first): each slot's image, a file picker that sends a new one for that slot (the server checks
// its type and budget and crops it to the banner's shape), and the way back to the drawn banner.
// A banner is a file of the brand, not a field of its manifest: it takes effect at once, with
// no save, and reaches players with the next publish.
import { useEffect, useState } from 'react';
import { ASSET_BUDGET_BYTES } from '#schemas/constants.ts';
import { BANNER_RASTER_WIDTH } from '#schemas/language-art.ts';
import { getBanners, Refused, revertBanner, uploadBanner } from './api.ts';
import { language, msg } from './messages.ts';
import type { BannerSet, BannerSlot } from './protocol.ts';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif';
const names = new Intl.DisplayNames([language], { type: 'language' });
const nameOf = (lang: string) => names.of(lang) ?? lang;

export function BannerPanel(props: { code: string; onChanged: () => void }) {
  const { code, onChanged } = props;
  const [sets, setSets] = useState<BannerSet[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    getBanners(code).then(setSets, (e: Error) => setError(e.message));
  }, [code]);

  if (error) return <p role="alert">{msg.loadFailed(error)}</p>;
  if (!sets) return <p role="status">{msg.loading}</p>;
  const changed = (next: BannerSet[]) => {
    setSets(next);
    onChanged();
  };
  return (
    <div className="banners">
      <p className="muted">
        {msg.bannersIntro(BANNER_RASTER_WIDTH, Math.round(ASSET_BUDGET_BYTES.banner / 1024))}
      </p>
      {sets.map((set) => {
        const name = set.isDefault ? msg.bannerSetDefault(nameOf(set.lang)) : nameOf(set.lang);
        return (
          <section key={set.lang} className="banner-set" aria-labelledby={`banners-${set.lang}`}>
            <h3 id={`banners-${set.lang}`} lang={set.lang}>
              {name}
            </h3>
            <ul className="banner-slots">
              {set.slots.map((slot) => (
                <BannerSlotView
                  key={slot.slot}
                  code={code}
                  lang={set.lang}
                  language={nameOf(set.lang)}
                  slot={slot}
                  onChanged={changed}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function BannerSlotView(props: {
  code: string;
  lang: string;
  language: string;
  slot: BannerSlot;
  onChanged: (sets: BannerSet[]) => void;
}) {
  const { code, lang, language, slot, onChanged } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = `banner-${lang}-${slot.slot}`;

  const run = async (call: () => Promise<BannerSet[]>) => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await call());
    } catch (e) {
      setError(e instanceof Refused ? e.refusal.error : msg.imageFailed(String(e)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="banner-slot" aria-busy={busy}>
      <img
        src={slot.url}
        alt={msg.bannerImage(slot.slot, language)}
        className="banner-slot__image"
        width={400}
      />
      <div className="banner-slot__tools">
        <span>
          {msg.bannerSlot(slot.slot)}{' '}
          <span className="muted">{slot.own ? msg.bannerOwn : msg.bannerDrawn}</span>
        </span>
        <label className="image-field__pick">
          {busy ? msg.imageSending : msg.imagePick}
          <input
            type="file"
            accept={ACCEPT}
            aria-label={msg.bannerPick(slot.slot, language)}
            aria-describedby={`${id}-error`}
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void run(() => uploadBanner(code, lang, slot.slot, file));
            }}
          />
        </label>
        {slot.own && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(() => revertBanner(code, lang, slot.slot))}
          >
            {msg.bannerRevert}
          </button>
        )}
      </div>
      {error && (
        <span id={`${id}-error`} role="alert" className="field-error">
          {error}
        </span>
      )}
    </li>
  );
}
