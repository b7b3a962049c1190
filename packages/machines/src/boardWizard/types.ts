/** A version picked for the board (its preview is shown in step 1). */
export interface WizardVersion {
  id: string;
  previewUrl?: string | null;
  label?: string | null;
}

export type SharePermission = 'view' | 'upload';

export interface CreatedBoard {
  id: string;
  name?: string;
  [key: string]: unknown;
}

export interface CreateBoardInput {
  projectId: string | null;
  name: string;
  description: string;
  versionIds: string[];
}

/** A generated share link. */
export interface ShareLink {
  url: string;
  token?: string | null;
  permission?: SharePermission;
}

export interface CreateShareLinkInput {
  boardId: string;
  permission: SharePermission;
}

export interface BoardWizardInput {
  projectId?: string | null;
  versions?: readonly WizardVersion[];
  name?: string;
  description?: string;
  /** How long 'Copied' shows. @default 2000 */
  copiedMs?: number;
}

export interface BoardWizardContext {
  projectId: string | null;
  versions: readonly WizardVersion[];
  name: string;
  description: string;
  board: CreatedBoard | null;
  links: Record<SharePermission, ShareLink | null>;
  /** The link type being generated (Generate is disabled meanwhile). */
  generating: SharePermission | null;
  /** The link type just copied (shows 'Copied'). */
  copied: SharePermission | null;
  error: string | null;
  copiedMs: number;
}

export type BoardWizardEvent =
  | { type: 'SET_NAME'; name: string }
  | { type: 'SET_DESCRIPTION'; description: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'CREATE' }
  | { type: 'GENERATE'; permission: SharePermission }
  | { type: 'COPY'; permission: SharePermission }
  | { type: 'FINISH' };
