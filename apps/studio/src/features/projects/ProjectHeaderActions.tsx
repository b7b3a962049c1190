import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Project } from '@hds/api-client';
import { Button, Icon } from '@hds/ui';
import { ProjectManageDialogs, type ProjectManageMode } from './ProjectManage.tsx';
import * as styles from './projects.css.ts';

/** The project page's 'Edit Project' and 'Delete Project'; a delete returns to the list. */
export function ProjectHeaderActions({ project }: { project: Project }) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<ProjectManageMode | null>(null);
  return (
    <div className={styles.toolbar}>
      <Button variant="secondary" onPress={() => setMode('edit')}>
        <Icon name="edit" size="sm" />
        Edit Project
      </Button>
      <Button variant="secondary" onPress={() => setMode('delete')}>
        <Icon name="trash" size="sm" />
        Delete Project
      </Button>
      <ProjectManageDialogs
        project={project}
        mode={mode}
        onClose={() => setMode(null)}
        onDeleted={() => void navigate('/app/projects', { replace: true })}
      />
    </div>
  );
}
