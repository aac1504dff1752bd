import { QRCodeSVG } from 'qrcode.react';

/** The invite link as a QR code (a friend scans it from this screen); its own chunk, loaded with the link. */
export default function ShareQr({ value, label }: { value: string; label: string }) {
  return <QRCodeSVG value={value} size={160} level="M" role="img" aria-label={label} className="share-panel__qr" />;
}
