export {
  Icon,
  iconNames,
  MenuIcon,
  CloseIcon,
  ChevronIcon,
  UserIcon,
  ImageIcon,
  SparklesIcon,
  FolderIcon,
  BoardIcon,
  SettingsIcon,
  PlansIcon,
  UploadIcon,
  CheckIcon,
  SignOutIcon,
  AlertIcon,
} from './Icon.tsx';
export type { IconName, IconProps } from './Icon.tsx';
