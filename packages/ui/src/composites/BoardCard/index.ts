export {
  BoardCard,
  BOARD_CARD_THUMBNAILS,
  boardCardActionLabels,
  boardCardActions,
  formatBoardDate,
  formatRelativeTime,
  type BoardCardAction,
  type BoardCardProps,
} from './BoardCard.tsx';
