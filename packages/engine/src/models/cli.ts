// `npm run models -- install [segmentation|depth|click|inpaint|all|migan] [--from DIR] [--accept-unpinned]`
// and `npm run models -- list`: the operator's way to put the weights in MODELS_DIR. `--from` copies
// them from a models folder filled on a machine with internet (for one without).
import { resolve } from 'node:path';
import { installCommand, MANIFEST } from './manifest.ts';
import { installModels, kindsOf, listModels, ModelInstallError } from './install.ts';
import { modelsDir } from './store.ts';

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const at = rest.findIndex((a) => a === '--from' || a.startsWith('--from='));
  const from = at < 0 ? undefined : rest[at]!.includes('=') ? rest[at]!.slice(7) : rest[at + 1];
  if (at >= 0 && !from) {
    console.error('--from needs a folder: npm run models -- install all --from /media/models');
    return 2;
  }
  const args = rest.filter((a, i) => !a.startsWith('--') && !(at >= 0 && i === at + 1 && !rest[at]!.includes('='))); // prettier-ignore
  const dir = modelsDir();
  if (command === 'list') {
    console.log(`MODELS_DIR ${dir}`);
    for (const f of listModels(dir)) {
      const own = f.id === MANIFEST[f.kind].id;
      const state = f.bytes === null ? `absent (${installCommand(own ? f.kind : f.id)})` : mb(f.bytes); // prettier-ignore
      console.log(`${(own ? f.kind : `${f.kind} (${f.id})`).padEnd(16)}${f.file.padEnd(58)}${state.padEnd(14)} pinned: ${f.pinned}; ${f.licence}`); // prettier-ignore
    }
    return 0;
  }
  if (command === 'install') {
    await installModels(kindsOf(args[0]), {
      dir,
      baseUrl: process.env.MODELS_BASE_URL || undefined,
      from: from ? resolve(from) : undefined,
      acceptUnpinned: rest.includes('--accept-unpinned'),
      log: (line) => console.log(line),
    });
    return 0;
  }
  console.error('usage: npm run models -- install [segmentation|depth|click|inpaint|all|migan] [--from DIR] [--accept-unpinned] | list'); // prettier-ignore
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ModelInstallError ? err.message : err);
    process.exit(1);
  },
);
