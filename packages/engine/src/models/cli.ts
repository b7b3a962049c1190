// `npm run models -- install [segmentation|depth|click|inpaint|all] [--accept-unpinned]` and
// `npm run models -- list`: the operator's way to put the weights in MODELS_DIR.
import { installCommand } from './manifest.ts';
import { installModels, kindsOf, listModels, ModelInstallError } from './install.ts';
import { modelsDir } from './store.ts';

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const args = rest.filter((a) => !a.startsWith('--'));
  const dir = modelsDir();
  if (command === 'list') {
    console.log(`MODELS_DIR ${dir}`);
    for (const f of listModels(dir)) {
      const state = f.bytes === null ? `absent (${installCommand(f.kind)})` : mb(f.bytes);
      console.log(`${f.kind.padEnd(13)}${f.file.padEnd(58)}${state.padEnd(14)}pinned: ${f.pinned}; ${f.licence}`); // prettier-ignore
    }
    return 0;
  }
  if (command === 'install') {
    await installModels(kindsOf(args[0]), {
      dir,
      baseUrl: process.env.MODELS_BASE_URL || undefined,
      acceptUnpinned: rest.includes('--accept-unpinned'),
      log: (line) => console.log(line),
    });
    return 0;
  }
  console.error('usage: npm run models -- install [segmentation|depth|click|inpaint|all] [--accept-unpinned] | list'); // prettier-ignore
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ModelInstallError ? err.message : err);
    process.exit(1);
  },
);
