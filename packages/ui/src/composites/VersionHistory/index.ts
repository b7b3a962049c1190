export {
  VersionHistory,
  VERSION_ROW_TAGS,
  versionHistoryMessages,
  type VersionHistoryProps,
} from './VersionHistory.tsx';
