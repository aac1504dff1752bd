// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TotpSetupPanel } from '../../src/screens/ops/TotpSetupPanel';

afterEach(cleanup);

describe('TOTP setup panel (/ops/staff)', () => {
  it('shows a named QR code of the setup URI beside the secret and the URI as text', () => {
    const uri = 'otpauth://totp/Lucky%20Lobby%20ops%3Aana?secret=JBSWY3DPEHPK3PXP&issuer=Lucky%20Lobby%20ops';
    render(<TotpSetupPanel setup={{ id: 5, username: 'ana', totpSecret: 'JBSWY3DPEHPK3PXP', totpUri: uri }} />);
    const qr = screen.getByRole('img', { name: 'QR code of the authenticator setup for ana' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    // A QR of this URI draws a path of its modules; an empty value would draw none.
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(screen.getByText(uri)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'TOTP secret for ana' })).toBeTruthy();
  });
});
