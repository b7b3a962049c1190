import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/connect.ts';
import { USAGE_ERROR, type AdminCommand } from './command.ts';
import { adminCommands } from './commands.ts';

export interface AdminIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

function usage(commands: readonly AdminCommand[], write: (line: string) => void) {
  write('Usage (from the repository root; the same DATA_DIR / DATABASE_URL as the server):');
  for (const c of commands) for (const line of c.usage) write(`  npm run admin -- ${line}`);
}

/**
 * The operator's command line (`npm run admin -- <command> …`): opens the server's database
 * (migrating it first, so it works before the server's first start too), runs one
 * subcommand, and answers its exit code.
 */
export async function runAdmin(
  argv: readonly string[],
  io: AdminIo,
  env: NodeJS.ProcessEnv = process.env,
  commands: readonly AdminCommand[] = adminCommands,
): Promise<number> {
  const [name, ...args] = argv;
  if (name === 'help' || name === '--help' || name === '-h') {
    usage(commands, io.out);
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    if (name) io.err(`Unknown command: ${name}`);
    usage(commands, io.err);
    return USAGE_ERROR;
  }
  const config = loadConfig(env);
  const db = await openDatabase(config);
  try {
    await migrateToLatest(db);
    return await command.run(args, { db, config, ...io });
  } finally {
    await db.destroy();
  }
}
