export {
  OnboardingDemoView,
  type OnboardingDemoTab,
  type OnboardingDemoViewProps,
} from './OnboardingDemoView.tsx';
