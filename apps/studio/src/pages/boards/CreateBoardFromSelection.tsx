/**
 * The board wizard opened by 'Create Board (n)' on the project page: creates the board from the
 * selected versions and offers its share links. Filled in by the boards work.
 */
export interface CreateBoardFromSelectionProps {
  projectId: string;
  /** Versions chosen in the project's 'Create New Board' selection mode. */
  versionIds: string[];
  isOpen: boolean;
  /** Called when the wizard closes; `created` is true once a board exists. */
  onClose: (created: boolean) => void;
}

export function CreateBoardFromSelection(props: CreateBoardFromSelectionProps) {
  void props;
  return null;
}
