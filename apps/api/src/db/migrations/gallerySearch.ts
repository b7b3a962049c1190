import { PostgresAdapter, sql, type Kysely, type Migration, type RawBuilder } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The orders' indexes of 0009_gallery (their columns there). */
const ORDER_INDEXES = [
  ['gallery_items_popular', ['status', 'popularity', 'created_at', 'id']],
  ['gallery_items_recent', ['status', 'created_at', 'id']],
  ['gallery_items_featured', ['status', 'featured', 'popularity', 'created_at', 'id']],
] as const;

/**
 * An FTS5 table over the items' words, kept by triggers. `key` is how a row names its item:
 * 0009's `gallery_fts` by an unindexed `item_id` column (the text id), 0010's `gallery_search`
 * by its rowid (the item's `seq`).
 */
interface SearchTable {
  name: string;
  key: 'item_id' | 'rowid';
  /** The new row's key inside the insert trigger. */
  newKey: RawBuilder<unknown>;
  /** The key of a row in the update and delete triggers (`old.` or `new.` before it). */
  column: 'id' | 'seq';
}

const FTS_V1: SearchTable = {
  name: 'gallery_fts',
  key: 'item_id',
  newKey: sql`new.id`,
  column: 'id',
};
const FTS_V2: SearchTable = {
  name: 'gallery_search',
  key: 'rowid',
  // The trigger has just set it (one above the highest, so VACUUM cannot make it collide).
  newKey: sql`(select seq from gallery_items where rowid = new.rowid)`,
  column: 'seq',
};

async function createSearch(db: Kysely<unknown>, t: SearchTable) {
  const table = sql.id(t.name);
  const key = sql.raw(t.key);
  const words = sql`title, description, tags, author`;
  const old = sql.raw(`old.${t.column}`);
  await sql`create virtual table ${table} using fts5(
      ${t.key === 'item_id' ? sql`item_id unindexed, ` : sql``}${words},
      tokenize = 'porter unicode61 remove_diacritics 2'
    )`.execute(db);
  await sql`insert into ${table} (${key}, ${words})
      select ${sql.raw(t.column)}, title, description, tags_text, author_name
      from gallery_items`.execute(db);
  const seq =
    t.column === 'seq'
      ? sql`update gallery_items
          set seq = (select coalesce(max(seq), 0) + 1 from gallery_items)
          where rowid = new.rowid and new.seq is null;`
      : sql``;
  await sql`create trigger ${sql.id(`${t.name}_insert`)} after insert on gallery_items begin
      ${seq}
      insert into ${table} (${key}, ${words})
      values (${t.newKey}, new.title, new.description, new.tags_text, new.author_name);
    end`.execute(db);
  await sql`create trigger ${sql.id(`${t.name}_update`)}
      after update of title, description, tags_text, author_name on gallery_items begin
      delete from ${table} where ${key} = ${old};
      insert into ${table} (${key}, ${words})
      values (${sql.raw(`new.${t.column}`)}, new.title, new.description, new.tags_text,
        new.author_name);
    end`.execute(db);
  await sql`create trigger ${sql.id(`${t.name}_delete`)} after delete on gallery_items begin
      delete from ${table} where ${key} = ${old};
    end`.execute(db);
}

async function dropSearch(db: Kysely<unknown>, t: SearchTable) {
  for (const event of ['insert', 'update', 'delete']) {
    await sql`drop trigger ${sql.id(`${t.name}_${event}`)}`.execute(db);
  }
  await sql`drop table ${sql.id(t.name)}`.execute(db);
}

/** The orders' indexes, with the item's key at their end or without. */
async function orderIndexes(db: Kysely<unknown>, withKey: boolean) {
  for (const [name, columns] of ORDER_INDEXES) {
    const all = withKey ? [...columns, 'seq'] : [...columns];
    await sql`drop index ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on gallery_items (${sql.join(
      all.map((c) => sql.id(c)),
    )})`.execute(db);
  }
}

/**
 * Search that pages in the order's index (SQLite). The first FTS5 table keyed its rows by the
 * item's text id, so a search read every match's id out of it and sorted the matching items
 * (a word in half of 10 000 items: p99 6.6 s under load). Items now carry a stable integer key,
 * `seq` (assigned on insert: one above the highest), the FTS5 table's rowid is that key, and
 * each order's index ends with it: the engine walks the order's index and checks each entry's
 * key against the match set without reading the row, or starts from the matches when they are
 * few (features/gallery/repository.ts decides). `seq` is a column of its own, not the table's implicit
 * rowid, which VACUUM may renumber.
 *
 * PostgreSQL needs no change: its planner already walks the order's index for a common word and
 * reads the GIN index for a rare one, by the tsvector statistics (EXPLAIN in the README).
 */
export const gallerySearchMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (isPostgres(db)) return;
    await dropSearch(db, FTS_V1);
    await sql`alter table gallery_items add column seq integer`.execute(db);
    await sql`update gallery_items set seq = rowid`.execute(db);
    await sql`create unique index gallery_items_seq on gallery_items (seq)`.execute(db);
    await orderIndexes(db, true);
    await createSearch(db, FTS_V2);
  },
  async down(db: Kysely<unknown>) {
    if (isPostgres(db)) return;
    await dropSearch(db, FTS_V2);
    await orderIndexes(db, false);
    await sql`drop index gallery_items_seq`.execute(db);
    await sql`alter table gallery_items drop column seq`.execute(db);
    await createSearch(db, FTS_V1);
  },
};
