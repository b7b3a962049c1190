export { LandingStylePreview, type LandingStylePreviewProps } from './LandingStylePreview.tsx';
