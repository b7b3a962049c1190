/** Dispatches a render spec to its room builder. */
import type { Room } from '../../lib/specs.ts';
import type { World } from '@hds/stager/scene/world.ts';
import { bathroom } from './bathroom.ts';
import { bedroom } from './bedroom.ts';
import { exterior } from './exterior.ts';
import { kitchen } from './kitchen.ts';
import { livingRoom } from './living.ts';
import { office } from './office.ts';

const builders: Record<Room, (world: World) => void> = {
  living_room: livingRoom,
  kitchen,
  bedroom,
  bathroom,
  office,
  exterior,
};

export function buildRoom(world: World): void {
  builders[world.spec.room](world);
}
