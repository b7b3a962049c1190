import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, Link, Select, SelectItem } from '@hds/ui';
import { homeDesignQueries } from '../../kit/api/homeDesign.ts';
import { BatchRun } from './BatchRun.tsx';
import { recipeQueries } from '../../kit/api/recipes.ts';
import { useBatchRun } from './useBatchRun.ts';
import * as styles from './recipes.css.ts';

export interface ApplyRecipeDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Apply to this project (else the user chooses one). */
  projectId?: string;
  /** Apply this recipe (else the user chooses one). */
  recipeId?: string;
  /** Only these images of the project (a selection); all of them when absent. */
  imageIds?: string[];
}

/**
 * "Apply to all images": one recipe over every image of a project (or a selection), one job per
 * image with the recipe's arguments and seed; the batch's progress shows here until it ends,
 * then "Compare results" opens the batch page.
 */
export function ApplyRecipeDialog({
  isOpen,
  onOpenChange,
  projectId,
  recipeId,
  imageIds,
}: ApplyRecipeDialogProps) {
  const recipes = useQuery({ ...recipeQueries.recipes.list(), enabled: isOpen && !recipeId });
  const projects = useQuery({
    ...homeDesignQueries.projects.list({ page_size: 100 }),
    enabled: isOpen && !projectId,
  });
  const [recipe, setRecipe] = useState<string | null>(recipeId ?? null);
  const [project, setProject] = useState<string | null>(projectId ?? null);
  const run = useBatchRun();
  const { phase } = run.view;
  const chosenRecipe = recipeId ?? recipe;
  const chosenProject = projectId ?? project;
  const recipeName =
    recipes.data?.find((r) => r.id === chosenRecipe)?.name ?? (recipeId ? 'Recipe' : '');
  const count = run.items.length;
  const close = (open: boolean) => {
    if (!open && phase !== 'starting' && phase !== 'running' && phase !== 'cancelling') {
      run.send({ type: 'RESET' });
    }
    onOpenChange(open);
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={close}
      size="lg"
      title="Apply recipe"
      description={
        imageIds
          ? `The same settings and seed on each of the ${imageIds.length} chosen images.`
          : 'The same settings and seed on every image of the project, so they share one look.'
      }
      footer={(closeDialog) =>
        phase === 'idle' || phase === 'failed' ? (
          <>
            <Button variant="secondary" onPress={closeDialog}>
              Cancel
            </Button>
            <Button
              isDisabled={!chosenRecipe || !chosenProject}
              onPress={() =>
                run.send({
                  type: 'START',
                  request: {
                    recipeId: chosenRecipe!,
                    projectId: chosenProject!,
                    ...(imageIds ? { imageIds } : {}),
                  },
                })
              }
            >
              {imageIds ? 'Apply to selected images' : 'Apply to all images'}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onPress={closeDialog}>
            {phase === 'finished' || phase === 'cancelled' ? 'Close' : 'Hide'}
          </Button>
        )
      }
    >
      {phase === 'idle' || (phase === 'failed' && !run.batch) ? (
        <div className={styles.form}>
          {recipeId ? null : (
            <Select
              label="Recipe"
              placeholder={recipes.isLoading ? 'Loading recipes…' : 'Choose a recipe'}
              selectedKey={recipe}
              onSelectionChange={(k) => setRecipe(k === null ? null : String(k))}
              items={recipes.data ?? []}
              description={
                recipes.data && !recipes.data.length
                  ? 'No recipes yet: apply an edit in the Playground, then Save as recipe.'
                  : undefined
              }
            >
              {(r) => <SelectItem id={r.id}>{r.name}</SelectItem>}
            </Select>
          )}
          {projectId ? null : (
            <Select
              label="Project"
              placeholder={projects.isLoading ? 'Loading projects…' : 'Choose a project'}
              selectedKey={project}
              onSelectionChange={(k) => setProject(k === null ? null : String(k))}
              items={projects.data?.results ?? []}
            >
              {(p) => (
                <SelectItem id={p.id}>{`${p.title} (${p.image_count ?? 0} images)`}</SelectItem>
              )}
            </Select>
          )}
          {run.view.error ? (
            <p role="alert" className={styles.error}>
              {run.view.error}
            </p>
          ) : null}
        </div>
      ) : (
        <BatchRun
          run={run}
          title={`${recipeName || 'Recipe'} on ${count || ''} ${count === 1 ? 'image' : 'images'}`.replace(
            /\s+/g,
            ' ',
          )}
          headingLevel={3}
          actions={
            run.batch && (phase === 'finished' || phase === 'cancelled') ? (
              <Link href={`/app/batches/${run.batch.id}`}>Compare results</Link>
            ) : null
          }
        />
      )}
    </Dialog>
  );
}
