/**
 * `/app/projects/{projectId}`: the project page with what it shows from the boards and
 * recipes features (its Boards tab, "Apply recipe"). The route composes them so the features
 * stay independent; the three modules load in parallel when the route matches.
 */
export async function loadProjectRoute() {
  const [{ ProjectPage }, { ProjectBoardsTab }, { ApplyRecipeAction }] = await Promise.all([
    import('../features/projects/ProjectPage.tsx'),
    import('../features/boards/ProjectBoardsTab.tsx'),
    import('../features/recipes/ApplyRecipeAction.tsx'),
  ]);
  function ProjectRoute() {
    return <ProjectPage BoardsTab={ProjectBoardsTab} ApplyRecipe={ApplyRecipeAction} />;
  }
  return { Component: ProjectRoute };
}
