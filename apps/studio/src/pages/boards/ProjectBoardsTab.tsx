/** The project page's Boards tab (spec part 2 §2, board card variant). Filled in by the boards work. */
export function ProjectBoardsTab({ projectId }: { projectId: string }) {
  return <p data-project-id={projectId}>Boards of this project appear here.</p>;
}
