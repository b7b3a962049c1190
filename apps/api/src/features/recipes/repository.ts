import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import type { RecipesTable } from '../../db/schema.ts';

export interface RecipeStep {
  operation: string;
  args: Record<string, unknown>;
}

/** Saved sequences of edits a user can apply to any image. */
export function recipesRepository(db: Db) {
  return {
    async list(userId: string): Promise<RecipesTable[]> {
      return db
        .selectFrom('recipes')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },
    async find(userId: string, id: string): Promise<RecipesTable | undefined> {
      return db
        .selectFrom('recipes')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },
    async insert(
      userId: string,
      fields: { name: string; description: string; steps: RecipeStep[] },
    ): Promise<RecipesTable> {
      const now = new Date().toISOString();
      const row: RecipesTable = {
        id: randomUUID(),
        user_id: userId,
        name: fields.name,
        description: fields.description,
        steps: JSON.stringify(fields.steps),
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('recipes').values(row).execute();
      return row;
    },
    async update(
      userId: string,
      id: string,
      fields: { name?: string; description?: string; steps?: RecipeStep[] },
    ): Promise<void> {
      await db
        .updateTable('recipes')
        .set({
          ...(fields.name !== undefined ? { name: fields.name } : {}),
          ...(fields.description !== undefined ? { description: fields.description } : {}),
          ...(fields.steps !== undefined ? { steps: JSON.stringify(fields.steps) } : {}),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },
    async delete(userId: string, id: string): Promise<void> {
      await db.deleteFrom('recipes').where('id', '=', id).where('user_id', '=', userId).execute();
    },
  };
}
