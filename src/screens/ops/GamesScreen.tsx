import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { gameCatalogueMachine, MAX_ORDER } from '../../../machines/ops/gameCatalogue.machine';
import {
  catalogueFacets,
  catalogueFilter,
  catalogueGames,
  cataloguePaging,
  orderField,
  samePaging,
} from '../../../machines/ops/gameCatalogue.selectors';
import { gameImportMachine, MAX_IMPORT_CHARS } from '../../../machines/ops/gameImport.machine';
import {
  gameImportBusy,
  gameImportCanApply,
  gameImportNotice,
  gameImportOutcome,
  importFormat,
  importHideMissing,
  importText,
} from '../../../machines/ops/gameImport.selectors';
import { queueView, sameQueueView } from '../../../machines/ops/opsQueue.selectors';
import type { GameFlag, ImportFormat, OpsGame } from '../../api/client/ops/gamesTypes';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { TextField } from '../../ui/TextField';
import { OpsSectioned } from './OpsSections';
import { LoadFailed, OpsNotice } from './QueuePage';
import type { Gate } from './RoleGate';

type Catalogue = ActorRefFrom<typeof gameCatalogueMachine>;

const FLAGS: readonly { flag: GameFlag; label: string }[] = [
  { flag: 'visible', label: 'Visible' },
  { flag: 'hot', label: 'Hot' },
  { flag: 'new', label: 'New' },
  { flag: 'maintenance', label: 'Maintenance' },
];

/**
 * /ops/games: marketing and admin run the games catalogue: search and filter it, switch each game's flags, set its
 * order within its type, switch brands on and off, and import a provider's list after a dry run. Players get every
 * change on their next appConfig or heartbeat.
 */
export function GamesScreen({ token, session }: Gate) {
  const catalogue = useActorRef(gameCatalogueMachine, { input: { token, session } });
  const view = useSelector(catalogue, queueView, sameQueueView);
  return (
    <section aria-labelledby="ops-games-title" aria-busy={!view.idle}>
      <h1 id="ops-games-title">Games</h1>
      <p>
        Changes reach players without a restart: their lobby picks up the new catalogue on its next refresh. A game in
        maintenance shows the maintenance badge and cannot be started; a hidden game is not listed.
      </p>
      <OpsNotice notice={view.notice} />
      <OpsSectioned>
        <CatalogueFilterForm catalogue={catalogue} idle={view.idle} />
        {view.failed ? (
          <LoadFailed error={view.loadError} onRetry={() => catalogue.send({ type: 'RETRY' })} />
        ) : (
          <GameTable catalogue={catalogue} idle={view.idle} shown={view.shown} />
        )}
        <BrandsPanel catalogue={catalogue} idle={view.idle} />
        <ImportPanel token={token} session={session} catalogue={catalogue} />
      </OpsSectioned>
    </section>
  );
}

function CatalogueFilterForm({ catalogue, idle }: { catalogue: Catalogue; idle: boolean }) {
  const filter = useSelector(catalogue, catalogueFilter);
  const facets = useSelector(catalogue, catalogueFacets);
  const typeId = useId();
  const brandId = useId();
  return (
    <Form onSubmit={() => catalogue.send({ type: 'SEARCH' })} aria-label="Find games" className="ops-games-filter">
      <TextField
        label="Name or id"
        name="q"
        value={filter.q}
        maxLength={64}
        onChange={(value) => catalogue.send({ type: 'QUERY.CHANGE', value })}
      />
      <div className="field">
        <label className="field__label" htmlFor={typeId}>
          Type
        </label>
        <select
          id={typeId}
          className="ops-input"
          value={filter.typeId ?? ''}
          onChange={(e) => catalogue.send({ type: 'TYPE.CHANGE', value: e.target.value })}
        >
          <option value="">All types</option>
          {facets?.types.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={brandId}>
          Brand
        </label>
        <select
          id={brandId}
          className="ops-input"
          value={filter.brandId ?? ''}
          onChange={(e) => catalogue.send({ type: 'BRAND.CHANGE', value: e.target.value })}
        >
          <option value="">All brands</option>
          {facets?.brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={!idle}>
        Search
      </Button>
    </Form>
  );
}

function GameTable({ catalogue, idle, shown }: { catalogue: Catalogue; idle: boolean; shown: boolean }) {
  const games = useSelector(catalogue, catalogueGames);
  const facets = useSelector(catalogue, catalogueFacets);
  const paging = useSelector(catalogue, cataloguePaging, samePaging);
  if (games.length === 0) return <p>{shown ? 'No game matches.' : 'Loading…'}</p>;
  const typeName = new Map(facets?.types.map((t) => [t.id, t.name]));
  const brandName = new Map(facets?.brands.map((b) => [b.id, b.name]));
  return (
    <>
      <table className="ops-table ops-games">
        <caption>
          Games {paging.first}–{paging.first + games.length - 1} of {paging.total}
        </caption>
        <thead>
          <tr>
            <th scope="col">Id</th>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Brand</th>
            {FLAGS.map(({ flag, label }) => (
              <th key={flag} scope="col">
                {label}
              </th>
            ))}
            <th scope="col">Order</th>
          </tr>
        </thead>
        <tbody>
          {games.map((game) => (
            <GameRow
              key={game.id}
              game={game}
              catalogue={catalogue}
              idle={idle}
              typeName={typeName.get(game.typeId) ?? String(game.typeId)}
              brandName={brandName.get(game.brandId) ?? String(game.brandId)}
            />
          ))}
        </tbody>
      </table>
      <nav aria-label="Pages of games" className="ops-actions">
        <Button
          disabled={!idle || paging.page <= 1}
          onClick={() => catalogue.send({ type: 'PAGE', page: paging.page - 1 })}
        >
          Previous page
        </Button>
        <span>
          Page {paging.page} of {paging.pages}
        </span>
        <Button
          disabled={!idle || paging.page >= paging.pages}
          onClick={() => catalogue.send({ type: 'PAGE', page: paging.page + 1 })}
        >
          Next page
        </Button>
      </nav>
    </>
  );
}

function GameRow(props: { game: OpsGame; catalogue: Catalogue; idle: boolean; typeName: string; brandName: string }) {
  const { game, catalogue, idle } = props;
  const order = useSelector(catalogue, (s) => orderField(s, game));
  return (
    <tr>
      <td>{game.id}</td>
      <th scope="row">{game.name}</th>
      <td>{props.typeName}</td>
      <td>
        {props.brandName}
        {game.brandOff ? ' (off)' : ''}
      </td>
      {FLAGS.map(({ flag, label }) => (
        <td key={flag}>
          <input
            type="checkbox"
            checked={game[flag]}
            disabled={!idle}
            aria-label={`${label}: ${game.name}`}
            onChange={(e) => catalogue.send({ type: 'FLAG.SET', gameId: game.id, flag, value: e.target.checked })}
          />
        </td>
      ))}
      <td>
        <Form className="ops-decision" onSubmit={() => catalogue.send({ type: 'ORDER.SET', gameId: game.id })}>
          <input
            className="ops-input ops-order"
            inputMode="numeric"
            value={order}
            maxLength={7}
            aria-label={`Order of ${game.name} (0 to ${MAX_ORDER})`}
            onChange={(e) => catalogue.send({ type: 'ORDER.CHANGE', gameId: game.id, value: e.target.value })}
          />
          <Button
            type="submit"
            disabled={!idle || order === String(game.sort)}
            aria-label={`Set the order of ${game.name}`}
          >
            Set
          </Button>
        </Form>
      </td>
    </tr>
  );
}

function BrandsPanel({ catalogue, idle }: { catalogue: Catalogue; idle: boolean }) {
  const facets = useSelector(catalogue, catalogueFacets);
  if (!facets) return null;
  return (
    <section aria-labelledby="ops-brands-title">
      <h2 id="ops-brands-title">Brands</h2>
      <p>A brand switched off loses its logo in the lobby and every game of it shows maintenance.</p>
      <table className="ops-table">
        <caption className="ops-visually-hidden">Brands and their switches</caption>
        <thead>
          <tr>
            <th scope="col">Brand</th>
            <th scope="col">Games</th>
            <th scope="col">On</th>
          </tr>
        </thead>
        <tbody>
          {facets.brands.map((brand) => (
            <tr key={brand.id}>
              <th scope="row">{brand.name}</th>
              <td>{brand.games}</td>
              <td>
                <input
                  type="checkbox"
                  checked={brand.on}
                  disabled={!idle}
                  aria-label={`${brand.name} switched on`}
                  onChange={(e) => catalogue.send({ type: 'BRAND.SWITCH', brandId: brand.id, on: e.target.checked })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ImportPanel({ token, session, catalogue }: Gate & { catalogue: Catalogue }) {
  const form = useActorRef(gameImportMachine, { input: { token, session, catalogue } });
  const format = useSelector(form, importFormat);
  const text = useSelector(form, importText);
  const hideMissing = useSelector(form, importHideMissing);
  const outcome = useSelector(form, gameImportOutcome);
  const notice = useSelector(form, gameImportNotice);
  const busy = useSelector(form, gameImportBusy);
  const canApply = useSelector(form, gameImportCanApply);
  const fileId = useId();
  const textId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby="ops-import-title" aria-busy={busy}>
      <h2 id="ops-import-title">Import a provider's game list</h2>
      <p id={hintId}>
        CSV with a header line (columns id, name, brandId, typeId, and optionally platformId, icon, visible, hot, new,
        maintenance as 0 or 1, sort), or JSON (an array of games with the same fields). Check shows what would change;
        nothing is written until Apply.
      </p>
      <OpsNotice notice={notice} />
      <Form onSubmit={() => form.send({ type: 'CHECK' })} aria-label="Import a game list">
        <div className="field">
          <label className="field__label" htmlFor={fileId}>
            File (.csv or .json)
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) form.send({ type: 'FILE.CHOOSE', file });
            }}
          />
        </div>
        <fieldset className="ops-actions">
          <legend>Format</legend>
          {(['csv', 'json'] as const satisfies readonly ImportFormat[]).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="format"
                value={value}
                checked={format === value}
                onChange={() => form.send({ type: 'FORMAT.CHANGE', format: value })}
              />{' '}
              {value.toUpperCase()}
            </label>
          ))}
        </fieldset>
        <label className="field__label" htmlFor={textId}>
          The list
        </label>
        <textarea
          id={textId}
          name="list"
          rows={8}
          className="field__input"
          maxLength={MAX_IMPORT_CHARS}
          value={text}
          aria-describedby={hintId}
          onChange={(e) => form.send({ type: 'TEXT.CHANGE', value: e.target.value })}
        />
        <label>
          <input
            type="checkbox"
            checked={hideMissing}
            onChange={(e) => form.send({ type: 'HIDE_MISSING.CHANGE', value: e.target.checked })}
          />{' '}
          On Apply, hide the games of these brands that the list leaves out
        </label>
        <div className="ops-actions">
          <Button type="submit" busy={busy}>
            Check
          </Button>
          <Button variant="primary" disabled={!canApply || busy} onClick={() => form.send({ type: 'APPLY' })}>
            Apply
          </Button>
        </div>
      </Form>
      {outcome && <ImportDiff outcome={outcome} hideMissing={outcome.applied ? outcome.hideMissing : hideMissing} />}
    </section>
  );
}

function ImportDiff({
  outcome,
  hideMissing,
}: {
  outcome: NonNullable<ReturnType<typeof gameImportOutcome>>;
  /** Whether Apply hides (or hid) the missing games. */
  hideMissing: boolean;
}) {
  const { counts } = outcome;
  const [add, change] = outcome.applied ? ['added', 'changed'] : ['to add', 'to change'];
  return (
    <div className="ops-import-diff">
      <h3>{outcome.applied ? 'Applied' : 'Dry run'}</h3>
      <p>
        {outcome.rows} rows: {counts.added} {add}, {counts.changed} {change}, {counts.unchanged} unchanged,{' '}
        {counts.missing} of these brands missing from the list.
      </p>
      {outcome.errors.length > 0 && (
        <table className="ops-table">
          <caption>Bad rows (nothing was written)</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {outcome.errors.map((e) => (
              <tr key={`${e.row}:${e.message}`}>
                <td>{e.row === 0 ? 'file' : e.row}</td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {outcome.added.length > 0 && (
        <table className="ops-table">
          <caption>Games {add}</caption>
          <thead>
            <tr>
              <th scope="col">Id</th>
              <th scope="col">Name</th>
              <th scope="col">Brand</th>
              <th scope="col">Type</th>
            </tr>
          </thead>
          <tbody>
            {outcome.added.map((g) => (
              <tr key={g.id}>
                <td>{g.id}</td>
                <td>{g.name}</td>
                <td>{g.brandId}</td>
                <td>{g.typeId}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {outcome.changed.length > 0 && (
        <table className="ops-table">
          <caption>Games {change}</caption>
          <thead>
            <tr>
              <th scope="col">Id</th>
              <th scope="col">Name</th>
              <th scope="col">Changes</th>
            </tr>
          </thead>
          <tbody>
            {outcome.changed.map((g) => (
              <tr key={g.id}>
                <td>{g.id}</td>
                <td>{g.name}</td>
                <td>
                  {Object.entries(g.fields)
                    .map(([field, change]) => `${field}: ${change.before} → ${change.after}`)
                    .join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {outcome.missing.length > 0 && (
        <details>
          <summary>
            {counts.missing} games of these brands are missing from the list
            {hideMissing ? ' (hidden on Apply)' : ' (kept as they are)'}
          </summary>
          <table className="ops-table">
            <caption className="ops-visually-hidden">Games of these brands missing from the list</caption>
            <thead>
              <tr>
                <th scope="col">Id</th>
                <th scope="col">Name</th>
                <th scope="col">Brand</th>
              </tr>
            </thead>
            <tbody>
              {outcome.missing.map((g) => (
                <tr key={g.id}>
                  <td>{g.id}</td>
                  <td>{g.name}</td>
                  <td>{g.brandId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </div>
  );
}
