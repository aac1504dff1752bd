import { QRCodeSVG } from 'qrcode.react';

/** The order's QR (spec §9: size 200, level H); its own chunk, loaded with the QR view. */
export default function QrCode({ value, label }: { value: string; label: string }) {
  return <QRCodeSVG value={value} size={200} level="H" role="img" aria-label={label} className="deposit-qr__code" />;
}
