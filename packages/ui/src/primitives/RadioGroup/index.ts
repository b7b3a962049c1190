export { RadioGroup, Radio } from './RadioGroup.tsx';
export type { RadioGroupProps, RadioProps } from './RadioGroup.tsx';
