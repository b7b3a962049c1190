export { BoardWizard, versionLabel } from './BoardWizard.tsx';
export type { BoardWizardProps } from './BoardWizard.tsx';
