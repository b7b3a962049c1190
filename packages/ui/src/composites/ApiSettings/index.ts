export {
  ApiKeysList,
  ApiSettings,
  ApiWebhookPanel,
  CreateApiKeyDialog,
  apiSettingsMessages,
} from './ApiSettings.tsx';
export type {
  ApiKeysListProps,
  ApiSettingsProps,
  ApiWebhookPanelProps,
  CreateApiKeyDialogProps,
} from './ApiSettings.tsx';
