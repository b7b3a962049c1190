export { CreditsBox, CREDITS_PLACEHOLDER } from './CreditsBox.tsx';
export type { CreditsBoxProps } from './CreditsBox.tsx';
