export {
  LandingPricing,
  defaultLandingPlans,
  type LandingPlan,
  type LandingPricingProps,
} from './LandingPricing.tsx';
