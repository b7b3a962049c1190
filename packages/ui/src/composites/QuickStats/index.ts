export {
  QuickStats,
  EMPTY_QUICK_STATS,
  formatRemaining,
  formatUsage,
  type QuickStatsProps,
} from './QuickStats.tsx';
