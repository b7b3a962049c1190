export { LandingView, type LandingViewProps } from './LandingView.tsx';
