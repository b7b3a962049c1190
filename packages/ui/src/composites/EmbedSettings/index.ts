export {
  EmbedPreview,
  EmbedSettings,
  embedSettingsMessages,
  embedSnippet,
  parseOrigins,
} from './EmbedSettings.tsx';
export type { EmbedBoardChoice, EmbedSettingsProps, EmbedVersionChoice } from './EmbedSettings.tsx';
