export { HeroDemoView, type HeroDemoViewProps } from './HeroDemoView.tsx';
