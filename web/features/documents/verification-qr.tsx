import { qrMatrix } from '../../../core/rules/qr-code';

/** The verification URL's QR code as an SVG (the PDF draws the same modules, core/rules/qr-code.ts). */
export function VerificationQr({ url, size = 112 }: { url: string; size?: number }) {
  const qr = qrMatrix(url);
  const quiet = 4;
  const total = qr.size + quiet * 2;
  let path = '';
  for (let r = 0; r < qr.size; r++) for (let c = 0; c < qr.size; c++) if (qr.dark(r, c)) path += `M${c + quiet} ${r + quiet}h1v1h-1z`;
  return (
    <svg role="img" aria-label={`QR code of ${url}`} width={size} height={size} viewBox={`0 0 ${total} ${total}`} className="print-exact shrink-0 bg-white">
      <path d={path} fill="#000" shapeRendering="crispEdges" />
    </svg>
  );
}
