import { oneCardInfoRead, useRead } from '@credit/shared';

/**
 * The custody account (spec 7.2 oneCard/info): the identity and password areas both read it, as the
 * loan remote does (@credit/shared's oneCardInfoRead). Opening the account, binding a card or setting
 * the deal password invalidates `oneCardKeys.info`.
 */
export function useOneCardInfo(options: { enabled?: boolean } = {}) {
  return useRead(oneCardInfoRead, {}, { enabled: options.enabled });
}
