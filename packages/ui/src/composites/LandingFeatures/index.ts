export {
  LandingFeatures,
  defaultLandingFeatures,
  type LandingFeature,
  type LandingFeaturesProps,
} from './LandingFeatures.tsx';
