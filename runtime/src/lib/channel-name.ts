// Deposit channel names in the player's language: a channel code the site knows has its own words
// (channel.<CODE>, in every language of the selector); another code (one the operator added, or a
// brand that reads the same everywhere, like USDT) takes the name the server gives, never the code
// alone unless the server has none. Every place that shows a deposit channel goes through here.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepositChannels } from './api/get-deposit-channels.ts';

/** `(code) => name` in the current language; a new function when the language or list changes. */
export function useChannelName(): (code: string) => string {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const list = useDepositChannels().data?.list;
  return useCallback(
    (code: string) => {
      const served = list?.find((c) => c.code === code)?.name ?? code;
      return t(`channel.${code}`, { lng: lang, defaultValue: served });
    },
    [t, lang, list],
  );
}
