// Backups, restore and moving from SQLite to PostgreSQL.
// Server-only entry: what loaders, actions and server code use.
export { runStateCommand } from "./commands.server";
export { prepareDatabase } from "./prepare.server";
