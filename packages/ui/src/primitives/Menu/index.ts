export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  SubmenuTrigger,
} from './Menu.tsx';
export type { MenuProps, MenuItemProps, MenuSectionProps, MenuTriggerProps } from './Menu.tsx';
