import { expect, test } from '@playwright/test';
import { geometryProblems } from './support/geometry';

/**
 * The geometry check can fail (docs/design.md "Nothing covers content"): on a small page with one of each fault it
 * names the two overlapping controls, the cut text and the sideways scroll, and nothing of what is allowed (a star
 * stacked in a tile's corner, a checkbox inside its label, an ellipsis, a carousel's slide out of view, a bar fixed
 * over the page, the page behind an open modal).
 */
const FIXTURE = `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><style>
  body { margin: 0; font: 16px/1.25 sans-serif; }
  .row { display: flex; gap: 8px; padding: 8px; }
  .overlap { margin-left: -30px; }
  .tile { position: relative; width: 120px; height: 120px; }
  .tile > a { display: block; width: 100%; height: 100%; background: #ccc; }
  .tile > button { position: absolute; top: 4px; right: 4px; width: 24px; height: 24px; }
  .cut { width: 60px; overflow: hidden; white-space: nowrap; }
  .dots { width: 60px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
  .strip { width: 100px; overflow: hidden; white-space: nowrap; }
  .strip > span { display: inline-block; width: 100px; }
  .bar { position: fixed; bottom: 0; left: 0; right: 0; }
  .wide { width: WIDEpx; height: 4px; }
</style>
<div class="row"><button>Log in</button><button class="overlap">Register</button></div>
<div class="row"><div class="tile"><a href="#game">Game</a><button aria-label="Favourite">*</button></div></div>
<label class="row"><input type="checkbox"> I agree to the <a href="#terms">terms</a></label>
<p class="cut">A sentence far too long for its box</p>
<p class="dots">A sentence cut on purpose with dots</p>
<div class="strip"><span>First slide</span><span>Second slide</span></div>
<nav class="bar"><a href="#home">Home</a></nav>
<div class="wide"></div>
MODAL`;

const fixture = (wide: number, modal = '') => FIXTURE.replace('WIDE', String(wide)).replace('MODAL', modal);

test('the geometry check names overlapping controls, cut text and a sideways scroll, and passes what is allowed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.setContent(fixture(400));
  const found = await geometryProblems(page, 'fixture');
  expect(found).toEqual([
    expect.stringMatching(/^fixture at 360 px: button "Log in" overlaps button\.overlap "Register" by \d+×\d+ px$/),
    'fixture at 360 px: p.cut "A sentence far too long for its box" cut by its own box',
    expect.stringMatching(/^fixture at 360 px: scrolls 4\d px sideways \(div\.wide\)$/),
  ]);

  await page.setContent(
    fixture(
      100,
      '<div role="dialog" aria-modal="true" style="position:fixed;inset:0;background:#fff"><button>Close</button></div>',
    ),
  );
  expect(await geometryProblems(page, 'fixture'), 'behind an open modal the page is inert').toEqual([]);
});
