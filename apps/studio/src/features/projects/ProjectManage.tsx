import { useMutation, useQuery } from '@tanstack/react-query';
import type { Project } from '@hds/api-client';
import { ConfirmDelete, CreateProjectDialog, toast, type NewProject } from '@hds/ui';
import { homeDesignApi, homeDesignQueries } from '../../kit/api/homeDesign.ts';
import { boardQueries } from '../../kit/api/boards.ts';
import { projectDeleteConsequences } from './projectRules.ts';

export const projectManageMessages = {
  updated: 'Project updated',
  updateFailed: 'Failed to update project',
  deleted: 'Project deleted',
  deleteFailed: 'Failed to delete project',
} as const;

export type ProjectManageMode = 'edit' | 'delete';

type ManagedProject = Pick<Project, 'id' | 'title' | 'address' | 'notes' | 'image_count'>;

export interface ProjectManageDialogsProps {
  /** The project being edited or deleted; null: both dialogs closed. */
  project: ManagedProject | null;
  mode: ProjectManageMode | null;
  onClose: () => void;
  /** After a delete went through (the project page leaves for the list). */
  onDeleted?: (project: ManagedProject) => void;
}

/**
 * Edit (title, address, notes) and delete for one project, shared by the projects grid's card
 * menu and the project page. Delete names and counts what goes before it is confirmed.
 */
export function ProjectManageDialogs({
  project,
  mode,
  onClose,
  onDeleted,
}: ProjectManageDialogsProps) {
  const deleting = mode === 'delete' && project !== null;
  const boards = useQuery({ ...boardQueries.list(project?.id ?? ''), enabled: deleting });
  const update = useMutation({
    mutationFn: ({ id, values }: { id: string; values: NewProject }) =>
      homeDesignApi.updateProject(id, values),
    meta: { invalidates: [homeDesignQueries.projects.all(), boardQueries.all()] },
    onSuccess: () =>
      toast({ title: 'Success', description: projectManageMessages.updated, variant: 'success' }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => homeDesignApi.deleteProject(id),
    meta: {
      invalidates: [
        homeDesignQueries.projects.all(),
        homeDesignQueries.images.all(),
        homeDesignQueries.user.all(),
        boardQueries.all(),
      ],
    },
  });

  return (
    <>
      <CreateProjectDialog
        isOpen={mode === 'edit' && project !== null}
        onOpenChange={(open) => !open && onClose()}
        initialValues={
          project
            ? { title: project.title, address: project.address, notes: project.notes }
            : undefined
        }
        onCreate={async (values) => {
          if (!project) return;
          try {
            await update.mutateAsync({ id: project.id, values });
          } catch (err) {
            throw err instanceof Error && err.message
              ? err
              : new Error(projectManageMessages.updateFailed);
          }
        }}
        onInvalid={(message) =>
          toast({ title: 'Error', description: message, variant: 'destructive' })
        }
      />
      {project ? (
        <ConfirmDelete
          isOpen={deleting}
          onOpenChange={(open) => !open && onClose()}
          kind="project"
          name={project.title}
          isCounting={deleting && boards.isPending}
          consequences={projectDeleteConsequences(project.image_count, boards.data?.results ?? [])}
          errorMessage={projectManageMessages.deleteFailed}
          onConfirm={async () => {
            await remove.mutateAsync(project.id);
            toast({
              title: projectManageMessages.deleted,
              description: project.title,
              variant: 'success',
            });
            onDeleted?.(project);
          }}
        />
      ) : null}
    </>
  );
}
