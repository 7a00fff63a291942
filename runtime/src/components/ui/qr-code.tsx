import { useEffect, useState } from 'react';
import { QR_CODE_PX } from '../../config/constants.ts';

/** A QR code image (120 px, spec §9); the encoder is loaded only when one is shown. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) =>
      qr.toDataURL(value, { width: QR_CODE_PX, margin: 1 }).then((url) => live && setSrc(url)),
    );
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <figure className="qr">
      {src ? (
        <img src={src} width={QR_CODE_PX} height={QR_CODE_PX} alt={label} />
      ) : (
        <div className="qr__ph" style={{ width: QR_CODE_PX, height: QR_CODE_PX }} />
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}
