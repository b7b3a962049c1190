export {
  BoardArrangeList,
  boardArrangeMessages,
  type BoardArrangeItem,
  type BoardArrangeListProps,
} from './BoardArrangeList.tsx';
