// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageId } from '../../src/platform/intl/messages';
import { AreaIntl } from '../../src/screens/shared/AreaIntl';
import { enPH } from './messages';

afterEach(cleanup);

const part = { 'area.test.text': 'From the area part' };
/** Another language's catalogue is whole: it has the area's texts already. */
const filipino = { ...enPH, 'area.test.text': 'Mula sa buong katalogo' } as Record<MessageId, string>;

/** Counts its own mounts: a remount starts a new ref. */
let mounts = 0;
function Counted() {
  const mounted = useRef(false);
  if (!mounted.current) {
    mounted.current = true;
    mounts += 1;
  }
  return <FormattedMessage id={'area.test.text' as never} />;
}

function app(locale: 'en-PH' | 'fil-PH') {
  return (
    <IntlProvider locale={locale} messages={locale === 'en-PH' ? enPH : filipino}>
      <AreaIntl messages={part}>
        <Counted />
      </AreaIntl>
    </IntlProvider>
  );
}

describe('AreaIntl', () => {
  it('adds its part in English, reads the whole catalogue in another language, and keeps its subtree across a switch', () => {
    mounts = 0;
    const { rerender } = render(app('en-PH'));
    expect(screen.getByText('From the area part')).toBeTruthy();
    rerender(app('fil-PH'));
    expect(screen.getByText('Mula sa buong katalogo')).toBeTruthy();
    rerender(app('en-PH'));
    expect(screen.getByText('From the area part')).toBeTruthy();
    // A remount would lose what lives inside (the player header's open menu, where the switch sits).
    expect(mounts).toBe(1);
  });
});
