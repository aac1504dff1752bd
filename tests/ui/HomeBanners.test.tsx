// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { AppConfig } from '../../machines/session/session.machine';
import type { Banner } from '../../src/api/contract/entities';
import { local, session } from '../../src/platform/storage/storage';
import { HomeBanners } from '../../src/screens/lobby/HomeBanners';
import { SessionContext } from '../../src/screens/shared/sessionContext';
import { provideSession } from '../machines/session/provideSession';
import { appConfig } from './fixtures';
import { enPH } from './messages';

const banner = (id: number, clickAction = ''): Banner => ({
  id,
  imgUrl2: `/static/art/banner/${id}.svg`,
  sort: id,
  clickType: clickAction ? 1 : 0,
  clickAction,
});
const withBanners = (ids: number[]): AppConfig => ({
  ...appConfig,
  webConfig: { ...appConfig.webConfig, appLobbyAdConfigList: ids.map((id) => banner(id)) },
});

/** A promise the test settles when it wants: the start-up answer still on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

function renderBanners(load: () => Promise<AppConfig>) {
  const logic = provideSession({ loadAnonymousConfig: fromPromise(load) });
  render(
    <IntlProvider locale="en-PH" messages={enPH}>
      <MemoryRouter>
        <SessionContext.Provider logic={logic}>
          <HomeBanners />
        </SessionContext.Provider>
      </MemoryRouter>
    </IntlProvider>,
  );
}

/** The carousel runs: its Play / Pause button is beside the slides (the plain first picture has none). */
const carouselButton = () => screen.queryByRole('button', { name: /^(Play|Pause) promotions$/ });

describe('the home banners', () => {
  it('keeps the carousel a player started when the start-up answer brings another list than the stored one', async () => {
    // The last visit stored three banners; the operator has removed one since.
    local.set('webConfig', withBanners([1, 2, 3]).webConfig);
    const answer = deferred<AppConfig>();
    renderBanners(() => answer.promise);
    const area = await screen.findByRole('region', { name: 'Promotions' });
    expect(carouselButton()).toBeNull();

    fireEvent.pointerDown(area, { pointerType: 'touch' });
    expect(carouselButton()).not.toBeNull();

    await act(async () => answer.resolve(withBanners([1, 2])));
    expect(local.get('webConfig')?.appLobbyAdConfigList).toHaveLength(2);
    expect(carouselButton()).not.toBeNull();
  });

  it('starts on a touch when the answer brings several banners where one was stored', async () => {
    local.set('webConfig', withBanners([1]).webConfig);
    const answer = deferred<AppConfig>();
    renderBanners(() => answer.promise);
    const area = await screen.findByRole('region', { name: 'Promotions' });
    // One banner: nothing to turn, a touch leaves the picture.
    fireEvent.pointerDown(area, { pointerType: 'touch' });
    expect(carouselButton()).toBeNull();

    await act(async () => answer.resolve(withBanners([1, 2, 3])));
    fireEvent.pointerDown(screen.getByRole('region', { name: 'Promotions' }), { pointerType: 'touch' });
    expect(carouselButton()).not.toBeNull();
  });

  it("hides the banners of the player's stored activity data: offers taken, activities the player does not have", async () => {
    // The activity data of the visit so far: the first-charge offer is taken (no longer listed), the sign-up bonus runs.
    session.set('activityData', { activityMap: { '15': { name: 'SignUpBonus' } }, loginPaying: false });
    const config = withBanners([]);
    config.webConfig.appLobbyAdConfigList = [banner(1, 'FirstCharge'), banner(2, 'SignUpBonus'), banner(3, 'FreeSign')];
    renderBanners(async () => config);
    await screen.findByRole('region', { name: 'Promotions' });
    const shown = [...document.querySelectorAll('.home-banners img')].map((img) => img.getAttribute('src'));
    expect(shown).toEqual(['/static/art/banner/2.svg']);
  });
});
