import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, use } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { brandsForType, searchMachine } from '../../../machines/lobby/search.machine';
import { searchFound, searchFoundNothing, searchIdle } from '../../../machines/lobby/search.selectors';
import { MAX_RESULTS } from '../../../machines/lobby/searchIndex';
import { indexOfCatalogue } from '../../platform/gameList/indexOfCatalogue';
import { searchMessages } from '../../platform/intl/en-PH/search';
import { BackButton } from '../../ui/BackButton';
import { Skeleton } from '../../ui/Skeleton';
import { AreaIntl } from '../shared/AreaIntl';
import { FavouritesProvider } from '../shared/favourites';
import { LobbyGameGrid } from '../shared/LobbyGameGrid';
import './search.css';
import { SessionContext } from '../shared/sessionContext';
import { isReady } from '../shared/sessionStatus';

/**
 * /search (spec §2): a search box and type and brand choosers over the whole catalogue; results as you type, in
 * rows of 5 with favourite stars. The search machine filters the catalogue's ready index (the game-list worker's).
 */
export function Component() {
  const ready = SessionContext.useSelector(isReady);
  // The catalogue comes with the session start-up (a direct visit to /search waits for it).
  if (!ready) return <SearchLoading />;
  return (
    <AreaIntl messages={searchMessages}>
      <FavouritesProvider>
        {/* While a player's new list is indexed on this thread (once per list). */}
        <Suspense fallback={<SearchLoading />}>
          <SearchPage />
        </Suspense>
      </FavouritesProvider>
    </AreaIntl>
  );
}

/** Tiles in the results' shape while the catalogue comes or is indexed: the page is busy, not empty. */
function SearchLoading() {
  const intl = useIntl();
  return (
    <div className="search-screen">
      <Skeleton label={intl.formatMessage({ id: 'app.loading' })} />
    </div>
  );
}

const ALL = '';

function SearchPage() {
  const intl = useIntl();
  const indexed = SessionContext.useSelector((snapshot) => indexOfCatalogue(snapshot.context));
  // A player's new list is indexed on this thread first (suspends once; a guest's list always comes indexed).
  const catalogue = indexed instanceof Promise ? use(indexed) : indexed;
  const types = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.appGameTypeList ?? []);
  const brands = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.appGameBrandList ?? []);
  const actor = useActorRef(searchMachine, { input: { catalogue, types, brands } });
  const snapshot = useSelector(actor, (s) => s);
  const { query, typeId, brandId, results } = snapshot.context;
  const brandChoices = brandsForType(snapshot.context, typeId);
  const title = intl.formatMessage({ id: 'search.results' });

  return (
    <div className="search-screen" data-state={String(snapshot.value)}>
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'search.title' })}</h1>
      <div className="search-screen__bar">
        <BackButton label="search.back" />
        <input
          type="search"
          className="search-screen__control"
          aria-label={intl.formatMessage({ id: 'search.query' })}
          placeholder={intl.formatMessage({ id: 'search.query' })}
          value={query}
          maxLength={120}
          // biome-ignore lint/a11y/noAutofocus: the screen exists to type a game name.
          autoFocus
          onChange={(event) => actor.send({ type: 'QUERY', value: event.target.value })}
        />
        <div className="search-screen__filters">
          <select
            className="search-screen__control"
            aria-label={intl.formatMessage({ id: 'search.type' })}
            value={typeId === null ? ALL : String(typeId)}
            onChange={(event) =>
              actor.send({ type: 'TYPE', typeId: event.target.value === ALL ? null : Number(event.target.value) })
            }
          >
            <option value={ALL}>{intl.formatMessage({ id: 'search.allTypes' })}</option>
            {snapshot.context.types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
          <select
            className="search-screen__control"
            aria-label={intl.formatMessage({ id: 'search.brand' })}
            value={brandId === null ? ALL : String(brandId)}
            onChange={(event) =>
              actor.send({ type: 'BRAND', brandId: event.target.value === ALL ? null : Number(event.target.value) })
            }
          >
            <option value={ALL}>{intl.formatMessage({ id: 'search.allBrands' })}</option>
            {brandChoices.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.showName}
              </option>
            ))}
          </select>
        </div>
      </div>
      {searchIdle(snapshot) && (
        <p className="empty-state">
          <FormattedMessage id="search.hint" />
        </p>
      )}
      {searchFoundNothing(snapshot) && (
        <p className="empty-state" role="status">
          <FormattedMessage id="search.none" />
        </p>
      )}
      {searchFound(snapshot) && (
        <>
          <p className="search-screen__count" role="status">
            {results.length >= MAX_RESULTS ? (
              <FormattedMessage id="search.countCapped" values={{ count: MAX_RESULTS }} />
            ) : (
              <FormattedMessage id="search.count" values={{ count: results.length }} />
            )}
          </p>
          <LobbyGameGrid games={results} label={title} />
        </>
      )}
    </div>
  );
}
