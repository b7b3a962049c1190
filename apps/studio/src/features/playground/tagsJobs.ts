import { OPERATION_LABELS, type EditOperation } from '@hds/api-client';

/** 'Lighting' for lighting; an unknown kind as it came. */
export const operationLabel = (kind: string | null | undefined) =>
  (kind && OPERATION_LABELS[kind as EditOperation]) || kind || 'Edit';
