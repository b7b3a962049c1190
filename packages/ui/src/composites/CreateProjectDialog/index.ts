export {
  CreateProjectDialog,
  createProjectMessages,
  type CreateProjectDialogProps,
  type NewProject,
} from './CreateProjectDialog.tsx';
