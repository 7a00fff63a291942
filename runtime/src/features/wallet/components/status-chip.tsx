import { useTranslation } from 'react-i18next';

/** A deposit or withdrawal status, coloured by outcome. */
export function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone =
    status === 'credited' || status === 'received' || status === 'approved'
      ? 'ok'
      : status === 'failed' || status === 'rejected' || status === 'notReceived'
        ? 'bad'
        : 'wait';
  return (
    <span className={`status status--${tone}`} data-status={status}>
      {t(`wallet.status.${status}`)}
    </span>
  );
}
