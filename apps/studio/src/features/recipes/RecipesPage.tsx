import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { describeRecipe, type Recipe } from '@hds/api-client';
import { AlertDialog, Button, ButtonLink, EmptyState, Link, RenameDialog, Skeleton } from '@hds/ui';
import { sessionPage } from '../../kit/SessionGate.tsx';
import { ApplyRecipeDialog } from './ApplyRecipeDialog.tsx';
import { recipeQueries } from '../../kit/api/recipes.ts';
import * as styles from './recipes.css.ts';

/** `/app/recipes` (issue #23): saved looks, applied to every image of a listing at once. */
export const RecipesPage = sessionPage('Recipes', RecipesScreen);

type Open = { kind: 'apply' | 'rename' | 'delete'; recipe: Recipe } | null;

function RecipesScreen() {
  const recipes = useQuery(recipeQueries.recipes.list());
  const batches = useQuery(recipeQueries.batches.list());
  const rename = useMutation(recipeQueries.mutations.rename());
  const remove = useMutation(recipeQueries.mutations.remove());
  const [open, setOpen] = useState<Open>(null);
  const closer = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Recipes</h1>
        <p className={styles.lead}>
          A recipe is an edit saved with its settings and seed. Apply it to every image of a project
          and the whole listing comes out with one consistent look.
        </p>
      </header>
      <section className={styles.section} aria-labelledby="recipes-heading">
        <h2 id="recipes-heading" className={styles.sectionTitle}>
          Your recipes
        </h2>
        {recipes.isPending ? (
          <Skeleton shape="text" lines={3} />
        ) : recipes.isError ? (
          <p role="alert" className={styles.error}>
            {recipes.error.message}{' '}
            <Button variant="quiet" size="sm" onPress={() => void recipes.refetch()}>
              Try again
            </Button>
          </p>
        ) : recipes.data.length === 0 ? (
          <EmptyState
            icon="wand"
            headingLevel={3}
            title="No recipes yet"
            description="Apply an edit in the Playground, then choose Save as recipe."
            action={<ButtonLink href="/app/playground">Open the Playground</ButtonLink>}
          />
        ) : (
          <ul className={styles.list} aria-label="Recipes">
            {recipes.data.map((r) => (
              <li key={r.id} className={styles.card}>
                <div className={styles.cardText}>
                  <h3 className={styles.name}>{r.name}</h3>
                  <p className={styles.meta}>{describeRecipe(r)}</p>
                </div>
                <div className={styles.actions}>
                  <Button onPress={() => setOpen({ kind: 'apply', recipe: r })}>
                    Apply to a project
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Rename ${r.name}`}
                    onPress={() => setOpen({ kind: 'rename', recipe: r })}
                  >
                    Rename
                  </Button>
                  <Button
                    variant="quiet"
                    aria-label={`Delete ${r.name}`}
                    onPress={() => setOpen({ kind: 'delete', recipe: r })}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {batches.data?.length ? (
        <section className={styles.section} aria-labelledby="batches-heading">
          <h2 id="batches-heading" className={styles.sectionTitle}>
            Recent batches
          </h2>
          <ul className={styles.list} aria-label="Recent batches">
            {batches.data.map((b) => (
              <li key={b.id} className={styles.card}>
                <div className={styles.cardText}>
                  <Link href={`/app/batches/${b.id}`}>
                    {`${b.operations.map((o) => o.replace(/_/g, ' ')).join(', then ')} on ${b.count} ${b.count === 1 ? 'image' : 'images'}`}
                  </Link>
                  <p className={styles.meta}>
                    {`${b.counts.succeeded} done · ${b.counts.failed} failed${b.done ? '' : ' · running'} · ${new Date(b.created_at).toLocaleString()}`}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {open?.kind === 'apply' ? (
        <ApplyRecipeDialog isOpen onOpenChange={closer} recipeId={open.recipe.id} />
      ) : null}
      <RenameDialog
        isOpen={open?.kind === 'rename'}
        onOpenChange={closer}
        name={open?.kind === 'rename' ? open.recipe.name : ''}
        title="Rename recipe"
        label="Recipe name"
        failedMessage="Failed to rename the recipe"
        maxLength={100}
        onRename={(name) => rename.mutateAsync({ id: open!.recipe.id, name })}
      />
      <AlertDialog
        isOpen={open?.kind === 'delete'}
        onOpenChange={closer}
        variant="destructive"
        title="Delete recipe?"
        description={
          open?.kind === 'delete'
            ? `"${open.recipe.name}" goes; the versions it made stay with their images.`
            : undefined
        }
        confirmLabel="Delete"
        onConfirm={() => remove.mutateAsync(open!.recipe.id)}
      />
    </div>
  );
}
