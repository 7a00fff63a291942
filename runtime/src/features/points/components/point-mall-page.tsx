// Points mall (spec §2, §3, §4; only when the tenant has PTSYS3): points balance and ratio, items
// to redeem with the payment password, redeem history, points details by type, conversion into
// the wallet. Points never expire. Other tenants get a clear "not available" state.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getTenant } from '../../../config/tenant.ts';
import { selectIsKnownMember, selectIsTrial, useSession } from '../../../lib/stores/session.ts';
import '../points.css';
import { ConvertForm } from './convert-form.tsx';
import { MallItems } from './mall-items.tsx';
import { PointsDetails } from './points-details.tsx';
import { PointsReward } from './points-reward.tsx';
import { PointsSummary } from './points-summary.tsx';
import { RedeemHistory } from './redeem-history.tsx';

type Tab = 'mall' | 'history' | 'details' | 'convert';
const TABS: readonly Tab[] = ['mall', 'history', 'details', 'convert'];

export default function PointMallPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('mall');
  // Points are a real account's: a trial player is told so instead of being sent the server's
  // refusals, and nothing is asked before member info says which kind of session this is.
  const isTrial = useSession(selectIsTrial);
  const isKnownMember = useSession(selectIsKnownMember);
  if (!getTenant().flags.PTSYS3 || isTrial)
    return (
      <section className="page coming-soon" data-testid="points-unavailable">
        <div className="coming-soon__card">
          <Icon name="gift" size={40} />
          <h1 className="page__title">{t('nav.pointMall')}</h1>
          <p className="muted" role={isTrial ? 'alert' : undefined}>
            {t(isTrial ? 'in_need_true_account' : 'points.unavailable')}
          </p>
        </div>
      </section>
    );
  if (!isKnownMember) return <Spinner />;
  return (
    <div className="page points" data-testid="point-mall">
      <h1 className="page__title">{t('nav.pointMall')}</h1>
      <PointsSummary />
      <PointsReward />
      <Tabs
        items={TABS.map((k) => ({ key: k, label: t(`points.tab.${k}`) }))}
        value={tab}
        onChange={setTab}
      />
      <div className="points__panel">
        {tab === 'mall' && <MallItems onRedeemed={() => setTab('history')} />}
        {tab === 'history' && <RedeemHistory />}
        {tab === 'details' && <PointsDetails />}
        {tab === 'convert' && <ConvertForm />}
      </div>
    </div>
  );
}
