// The live hosts panel of /live (spec §7 "Live"): the models of the tenant's live vendors; an
// online one opens its chat room (the chatUrl page) in a dialog. Visitors are asked to log in,
// trial players to register a real account (spec §6).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { useVendorName } from '../../../lib/vendor-name.ts';
import { selectIsLogin, selectIsTrial, useSession } from '../../../lib/stores/session.ts';
import { useLaunchLiveChat } from '../api/launch-live-chat.ts';
import { useLiveModels, type LiveModel } from '../api/get-live-models.ts';
import { FormError } from '../../../components/ui/form-end.tsx';

export function LiveModels() {
  const { t } = useTranslation();
  const vendorName = useVendorName();
  const models = useLiveModels();
  const chat = useLaunchLiveChat();
  const loggedIn = useSession(selectIsLogin);
  const trial = useSession(selectIsTrial);
  const [room, setRoom] = useState<{ model: LiveModel; url: string } | null>(null);
  const list = models.data?.list ?? [];
  if (models.isError || (models.isSuccess && list.length === 0)) return null;

  const open = (model: LiveModel) => {
    if (!loggedIn) return useModals.getState().show('login');
    if (trial)
      return useModals.getState().alert({ message: 'in_need_true_account', tone: 'error' });
    chat.mutate(model.modelId, {
      onSuccess: (answer) => setRoom({ model, url: answer.chatUrl }),
    });
  };

  return (
    <section className="live-models" data-testid="live-models" aria-labelledby="live-models-title">
      <h2 id="live-models-title" className="section__title">
        {t('games.live.models')}
      </h2>
      {chat.isError && <FormError testId="live-chat-error">{t(errorKeyOf(chat.error))}</FormError>}
      <ul className="live-models__list">
        {list.map((m) => (
          <li key={m.modelId} className="live-models__item" data-testid={`live-model-${m.modelId}`}>
            <img src={m.avatar} alt="" width={56} height={56} className="live-models__avatar" />
            <div className="live-models__text">
              <strong>{m.name}</strong>
              <span className="muted">
                {vendorName(m.vassalage)} ·{' '}
                {m.online ? t('games.live.viewers', { count: m.viewers }) : t('games.live.onBreak')}
              </span>
            </div>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={!m.online || chat.isPending}
              onClick={() => open(m)}
              data-testid="live-chat-open"
            >
              {t('games.live.chat')}
            </button>
          </li>
        ))}
      </ul>
      {room && (
        <Modal
          title={t('games.live.chatWith', { name: room.model.name })}
          onClose={() => setRoom(null)}
          size="lg"
          testId="live-chat"
        >
          <iframe
            className="live-models__room"
            src={room.url}
            title={t('games.live.chatWith', { name: room.model.name })}
            data-testid="live-chat-frame"
          />
        </Modal>
      )}
    </section>
  );
}
