export { Tooltip, TooltipTrigger } from './Tooltip.tsx';
export type { TooltipProps, TooltipTriggerProps } from './Tooltip.tsx';
