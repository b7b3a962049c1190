export {
  ShareSettings,
  shareSettingsMessages,
  revokeTexts,
  SHARE_COPIED_MS,
} from './ShareSettings.tsx';
export type { ShareSettingsProps, ShareLinkQrCode } from './ShareSettings.tsx';
export { ShareLinkCard, shareLinkTexts } from './ShareLinkCard.tsx';
export type { ShareLinkCardProps, SharePermission } from './ShareLinkCard.tsx';
