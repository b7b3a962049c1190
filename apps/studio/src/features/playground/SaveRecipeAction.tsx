import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { stepOfVersion, type Version } from '@hds/api-client';
import { Button, RenameDialog, toast } from '@hds/ui';
import { operationLabel } from './tagsJobs.ts';
import { recipeQueries } from '../../kit/api/recipes.ts';

/**
 * "Save as recipe" for the edit on show: its operation, arguments and seed, under a name, so
 * the same look can be applied to every image of a listing (Recipes, or a project's Apply
 * recipe). Shown only for a completed edit.
 */
export function SaveRecipeAction({ version }: { version: Version }) {
  const [open, setOpen] = useState(false);
  const save = useMutation(recipeQueries.mutations.create());
  const step = stepOfVersion(version);
  if (!step) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onPress={() => setOpen(true)}>
        Save as recipe
      </Button>
      <RenameDialog
        isOpen={open}
        onOpenChange={setOpen}
        name=""
        title="Save as recipe"
        label="Recipe name"
        submitLabel="Save recipe"
        failedMessage="Failed to save the recipe"
        maxLength={100}
        onRename={async (name) => {
          await save.mutateAsync({ name, steps: [step] });
          toast({
            title: 'Recipe saved',
            description: `${name}: ${operationLabel(step.operation)} with the same settings, ready for Apply to all images.`,
          });
        }}
      />
    </>
  );
}
