import type { AdminCommand } from './command.ts';
import { moderatorCommand } from './moderator.ts';
import { planCommand } from './plan.ts';

/** Every `npm run admin` subcommand: one module each, listed here. */
export const adminCommands: readonly AdminCommand[] = [moderatorCommand, planCommand];
