import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ActivityList,
  Button,
  CreateProjectDialog,
  EmptyState,
  ProjectCard,
  ProjectCardSkeleton,
  toast,
  type NewProject,
} from '@hds/ui';
import { homeDesignApi, homeDesignQueries } from '../../kit/api/homeDesign.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { ProjectManageDialogs, type ProjectManageMode } from './ProjectManage.tsx';
import { projectLimitReached } from './projectRules.ts';
import { useSampleWelcome } from '../../kit/samples/useSampleWelcome.ts';
import { sessionPage } from '../../kit/SessionGate.tsx';
import { useErrorToast } from '../../kit/useErrorToast.ts';
import { Page } from '../../kit/Page.tsx';
import * as styles from './projects.css.ts';

export const projectsMessages = {
  created: 'Project created successfully',
  createFailed: 'Failed to create project',
  loadFailed: 'Failed to load projects',
} as const;

/** `/app` and `/app/projects`: the signed-in user's projects and recent activity. */
export const ProjectsPage = sessionPage('Projects', ProjectsScreen);

function ProjectsScreen() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState<{ id: string; mode: ProjectManageMode } | null>(null);
  const isGuest = useAuth().firebaseUser?.isAnonymous ?? false;
  const projects = useQuery(homeDesignQueries.projects.list());
  // The first list of a first-time user creates the sample project; ask for activity after it.
  const activity = useQuery({
    ...homeDesignQueries.user.activity(5),
    enabled: projects.isSuccess,
  });
  useErrorToast(projects.error, projectsMessages.loadFailed);
  useSampleWelcome(projects.data);
  const create = useMutation({
    mutationFn: (p: NewProject) => homeDesignApi.createProject(p),
    meta: { invalidates: [homeDesignQueries.projects.all(), homeDesignQueries.user.all()] },
    onSuccess: (project) => {
      toast({ title: 'Success', description: projectsMessages.created, variant: 'success' });
      void navigate(`/app/projects/${project.id}`);
    },
    // Spec part 1 §8 words it; the dialog stays open so nothing typed is lost.
    onError: () =>
      toast({ title: 'Error', description: projectsMessages.createFailed, variant: 'destructive' }),
  });

  const list = projects.data?.results ?? [];
  const managed = managing ? (list.find((p) => p.id === managing.id) ?? null) : null;
  const newProject = (
    <Button variant="primary" onPress={() => setCreating(true)}>
      New Project
    </Button>
  );

  return (
    <Page
      titleId="projects-title"
      title="Projects"
      subtitle="Your rooms, their edits and every version you kept."
      actions={newProject}
    >
      <div className={styles.layout}>
        <div aria-busy={projects.isPending || undefined}>
          {projects.isPending ? (
            <ul className={styles.grid} aria-label="Loading projects">
              {[0, 1, 2].map((i) => (
                <li key={i}>
                  <ProjectCardSkeleton />
                </li>
              ))}
            </ul>
          ) : projects.isError ? (
            <EmptyState
              icon="alert"
              title={projectsMessages.loadFailed}
              description={projects.error.message}
              action={
                <Button variant="secondary" onPress={() => void projects.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : list.length === 0 ? (
            <EmptyState
              icon="folder"
              title="Welcome to Home Design"
              description="Create a project for a home or a listing, then upload its room photos."
              action={
                <Button variant="primary" onPress={() => setCreating(true)}>
                  Create Your First Project
                </Button>
              }
            />
          ) : (
            <ul className={styles.grid} aria-label="Projects">
              {list.map((project) => (
                <li key={project.id}>
                  <ProjectCard
                    project={project}
                    href={`/app/projects/${project.id}`}
                    headingLevel={2}
                    onAction={(mode) => setManaging({ id: project.id, mode })}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <aside className={styles.aside} aria-labelledby="activity-title">
          <h2 id="activity-title" className={styles.sectionTitle}>
            Recent Activity
          </h2>
          <ActivityList
            activities={activity.data?.activities}
            isLoading={activity.isPending}
            isError={activity.isError}
            onRetry={() => void activity.refetch()}
            getHref={(item) =>
              item.image ? `/app/playground?imageId=${encodeURIComponent(item.image)}` : undefined
            }
          />
        </aside>
      </div>
      <CreateProjectDialog
        isOpen={creating}
        onOpenChange={setCreating}
        onCreate={(p) => create.mutateAsync(p)}
        limitNotice={projectLimitReached(list, isGuest) ?? undefined}
        onInvalid={(message) =>
          toast({ title: 'Error', description: message, variant: 'destructive' })
        }
      />
      <ProjectManageDialogs
        project={managed}
        mode={managing?.mode ?? null}
        onClose={() => setManaging(null)}
      />
    </Page>
  );
}
