import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { noCrossFeatureImports } from './noCrossFeatureImports.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const projects = '/repo/apps/studio/src/features/projects/ProjectPage.tsx';
const kit = '/repo/apps/studio/src/kit/Page.tsx';

tester.run('no-cross-feature-imports', noCrossFeatureImports, {
  valid: [
    { filename: projects, code: "import { x } from './projectRules.ts';" },
    { filename: projects, code: "import { x } from '../../kit/api/boards.ts';" },
    { filename: projects, code: "import { x } from '@hds/api-client';" },
    {
      filename: '/repo/apps/studio/src/routing/projectRoute.tsx',
      code: "import('../features/boards/ProjectBoardsTab.tsx');",
    },
    { filename: kit, code: "import { x } from './api/http.ts';" },
  ],
  invalid: [
    {
      filename: projects,
      code: "import { ProjectBoardsTab } from '../boards/ProjectBoardsTab.tsx';",
      errors: [{ messageId: 'crossFeature', data: { from: 'projects', to: 'boards' } }],
    },
    {
      filename: '/repo/apps/studio/src/features/embeds/EmbedsPage.tsx',
      code: "import * as styles from '../leads/leads.css.ts';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: projects,
      code: "const m = import('../../features/recipes/ApplyRecipeAction.tsx');",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: projects,
      code: "export { boardMessages } from '../boards/boardMessages.ts';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: kit,
      code: "import { x } from '../features/gallery/galleryUrl.ts';",
      errors: [{ messageId: 'kitToFeature' }],
    },
  ],
});
