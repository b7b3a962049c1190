import type { SnapshotFrom } from 'xstate';
import type { BoardWizardMachine } from './boardWizardMachine.ts';
import type { ShareLink, SharePermission, WizardVersion } from './types.ts';

export type BoardWizardSnapshot = SnapshotFrom<BoardWizardMachine>;

export interface BoardWizardView {
  /** 1, 2 or 3 (3 also when finished). */
  step: 1 | 2 | 3;
  totalSteps: 3;
  name: string;
  description: string;
  previews: readonly WizardVersion[];
  isCreating: boolean;
  boardCreated: boolean;
  links: Record<SharePermission, ShareLink | null>;
  /** Generate Link is disabled while a generation runs. */
  canGenerate: boolean;
  generating: SharePermission | null;
  /** The link type showing 'Copied' (only once the copy succeeded). */
  copied: SharePermission | null;
  error: string | null;
  isFinished: boolean;
}

export function selectBoardWizard(snapshot: BoardWizardSnapshot): BoardWizardView {
  const { context } = snapshot;
  const step = snapshot.matches('details')
    ? 1
    : snapshot.matches('review') || snapshot.matches('creating')
      ? 2
      : 3;
  return {
    step,
    totalSteps: 3,
    name: context.name,
    description: context.description,
    previews: context.versions,
    isCreating: snapshot.matches('creating'),
    boardCreated: context.board !== null,
    links: context.links,
    canGenerate: snapshot.matches({ share: { generation: 'idle' } }),
    generating: context.generating,
    copied: snapshot.matches({ share: { copy: 'copied' } }) ? context.copied : null,
    error: context.error,
    isFinished: snapshot.status === 'done',
  };
}
