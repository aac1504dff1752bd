import { QRCodeSVG } from 'qrcode.react';
import type { TotpSetup } from '../../api/client/ops/opsTypes';

/**
 * The TOTP secret handed over once (a new account or a reset): a QR code of the otpauth:// URI for the
 * authenticator app to scan, and beside it the secret and URI as text for typing in (or a screen reader).
 */
export function TotpSetupPanel({ setup }: { setup: TotpSetup }) {
  return (
    <section aria-labelledby="ops-setup-title" className="ops-totp">
      <h2 id="ops-setup-title">TOTP secret for {setup.username}</h2>
      <QRCodeSVG
        value={setup.totpUri}
        size={176}
        marginSize={2}
        role="img"
        aria-label={`QR code of the authenticator setup for ${setup.username}`}
        className="ops-totp__qr"
      />
      <div>
        <p>Shown once: {setup.username} scans the code with an authenticator app, or types the secret.</p>
        <p>
          Secret: <code>{setup.totpSecret}</code>
        </p>
        <p>
          Setup URI: <code>{setup.totpUri}</code>
        </p>
      </div>
    </section>
  );
}
