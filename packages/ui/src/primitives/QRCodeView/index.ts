export { QRCodeView, downloadUrl, qrCodeMessages, svgDataUrl } from './QRCodeView.tsx';
export type { QRCodeViewProps } from './QRCodeView.tsx';
