import { useSelector } from '@xstate/react';
import { use, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { lobbyTabsMachine } from '../../../machines/lobby/lobbyTabs.machine';
import { brandGamesOfType, indexOfCatalogue } from '../../platform/gameList/indexOfCatalogue';
import { TabBar, tabIds } from '../../ui/TabBar';
import { LobbyGameGrid } from '../shared/LobbyGameGrid';
import { SessionContext } from '../shared/sessionContext';
import { gamesByBrand } from './gamesByBrand';

/**
 * A game-type tab (spec §2): brand sub-tabs over the chosen brand's games in rows of 5. The brand chosen per
 * type lives in the lobbyTabs machine; a type without a choice (or whose chosen brand has no games) shows its
 * first brand.
 */
export function TypeTab({ actor, typeId }: { actor: ActorRefFrom<typeof lobbyTabsMachine>; typeId: number }) {
  const intl = useIntl();
  // The game-list worker grouped the type's games by brand; only the brands' order and names are done here.
  const catalogue = SessionContext.useSelector((snapshot) => indexOfCatalogue(snapshot.context));
  // A player's new list is indexed on this thread first (suspends once; a guest's list always comes indexed).
  const typeGroups = brandGamesOfType(catalogue instanceof Promise ? use(catalogue) : catalogue, typeId);
  const brands = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.appGameBrandList);
  const groups = useMemo(() => gamesByBrand(typeGroups, brands ?? []), [typeGroups, brands]);
  const chosen = useSelector(actor, (snapshot) => snapshot.context.brandByType[typeId]);
  const group = groups.find((entry) => entry.brandId === chosen) ?? groups[0];
  if (!group) {
    return (
      <p className="empty-state">
        <FormattedMessage id="lobby.noGames" />
      </p>
    );
  }
  return (
    <>
      <TabBar
        tabs={groups.map((entry) => ({ key: String(entry.brandId), label: entry.brandName }))}
        activeKey={String(group.brandId)}
        onSelect={(key) => actor.send({ type: 'SELECT.BRAND', typeId, brandId: Number(key) })}
        label={intl.formatMessage({ id: 'lobby.brands' })}
        idPrefix={`brand-${typeId}`}
      />
      <div
        className="lobby-brand-panel"
        role="tabpanel"
        id={tabIds(`brand-${typeId}`, String(group.brandId)).panel}
        aria-labelledby={tabIds(`brand-${typeId}`, String(group.brandId)).tab}
      >
        <LobbyGameGrid games={group.games} label={group.brandName} />
      </div>
    </>
  );
}
