/**
 * The database's tables as Kysely sees them. Both dialects share this one interface; the
 * dialect files only differ in how they connect and in the few column types that differ.
 */
export interface Database {
  app_meta: AppMetaTable;
}

export interface AppMetaTable {
  key: string;
  value: string;
}
