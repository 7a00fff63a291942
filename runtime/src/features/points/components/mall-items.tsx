import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getTenant } from '../../../config/tenant.ts';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { formatCurrency, formatMoney } from '../../../lib/money.ts';
import { useMallItems, type MallItem } from '../api/get-mall-items.ts';
import { RedeemModal } from './redeem-modal.tsx';

function ItemImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  return failed ? (
    <div className="media-card__image media-card__image--empty mall-item__image" aria-hidden="true">
      <Icon name="gift" size={40} />
    </div>
  ) : (
    <img
      className="media-card__image mall-item__image"
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/** The mall: each item with its points price, required valid bet and stock. */
export function MallItems({ onRedeemed }: { onRedeemed: () => void }) {
  const { t, i18n } = useTranslation();
  const symbol = getTenant().currency.symbol;
  const items = useMallItems();
  const [redeeming, setRedeeming] = useState<MallItem | null>(null);
  if (items.isPending) return <Spinner />;
  if (items.isError) return <p className="form__error">{t(errorKeyOf(items.error))}</p>;
  if (items.data.list.length === 0) return <p className="muted empty">{t('points.noItems')}</p>;
  return (
    <>
      <ul className="card-grid mall">
        {items.data.list.map((item) => (
          <li key={item.id} className="media-card mall-item" data-testid={`mall-item-${item.id}`}>
            <ItemImage src={item.image} alt={item.name} />
            <div className="mall-item__body">
              <h2 className="mall-item__name">{item.name}</h2>
              <p className="mall-item__price">
                {t('points.pointsValue', {
                  points: formatMoney(item.pointsRequired, i18n.language),
                })}
              </p>
              {item.amountRequired > 0 && (
                <p className="muted mall-item__meta">
                  {t('points.amountRequired', {
                    amount: formatCurrency(item.amountRequired, symbol, i18n.language),
                  })}
                </p>
              )}
              <p className="muted mall-item__meta">{t('points.stock', { count: item.stock })}</p>
              <button
                type="button"
                className="btn btn--primary btn--sm btn--block"
                disabled={item.stock < 1}
                onClick={() => setRedeeming(item)}
                data-testid="mall-redeem"
              >
                {t('points.redeem')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {redeeming && (
        <RedeemModal
          item={redeeming}
          onClose={() => setRedeeming(null)}
          onDone={() => {
            setRedeeming(null);
            onRedeemed();
          }}
        />
      )}
    </>
  );
}
