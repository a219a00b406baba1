// Drives Prisma's schema engine compiled to WebAssembly (@prisma/schema-engine-wasm) through the
// PrismaPg driver adapter, because the Prisma 7 CLI downloads a native schema engine at start and that
// download fails on these machines. The engine itself writes and reads `_prisma_migrations`, so the
// state it leaves is the state `prisma migrate deploy` leaves where the native engine is available.
//
// Traps handled here (each verified on this machine, see ARCHITECTURE.md "Facts verified"):
// - the package's JS imports its .wasm as an ES module, which Node 20 cannot load: we instantiate the
//   WebAssembly module by hand and hand it to the generated bindings;
// - PrismaPg's shadow pool spreads `{ ...config, database }`, which a connection string would
//   override: we pass host/port/user/password/database separately;
// - PrismaPg drops the shadow database before closing the shadow pool (the DROP then fails on the
//   open connections): we manage the shadow database ourselves and drop it after the pool ends;
// - the adapter cannot map PostgreSQL's internal `"char"` type (OID 18, e.g. pg_class.relkind) that
//   the engine's introspection selects: our pg Client reports those columns as text;
// - the adapter's executeScript splits on every `;` (breaking functions and string literals): we send
//   a script as one simple query, as the native engine does.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';

const require = createRequire(import.meta.url);
const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

/** Parse a postgresql:// URL into the separate fields pg.Pool takes. */
export function pgConfigFromUrl(url) {
  const u = new URL(url);
  const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (!database) throw new Error(`Database URL has no database name: ${url}`);
  return {
    host: u.hostname || '127.0.0.1',
    port: u.port ? Number(u.port) : 5432,
    user: decodeURIComponent(u.username || 'postgres'),
    password: u.password ? decodeURIComponent(u.password) : undefined,
    database,
  };
}

function retypeCharFields(result) {
  for (const r of Array.isArray(result) ? result : [result]) {
    for (const field of r?.fields ?? []) {
      if (field.dataTypeID === PG_CHAR_OID) field.dataTypeID = PG_TEXT_OID;
    }
  }
  return result;
}

/** pg Client that reports `"char"` columns as text so the adapter can map them. */
class CharAsTextClient extends pg.Client {
  query(config, values, callback) {
    const cb = typeof values === 'function' ? values : callback;
    if (typeof cb === 'function') {
      const wrapped = (err, res) => cb(err, err ? res : retypeCharFields(res));
      return typeof values === 'function' ? super.query(config, wrapped) : super.query(config, values, wrapped);
    }
    const ret = super.query(config, values);
    return ret && typeof ret.then === 'function' ? ret.then(retypeCharFields) : ret;
  }
}

/** Run the whole script as one simple query (one implicit transaction, like the native engine). */
function sendScriptsWhole(adapter) {
  const pool = adapter.underlyingDriver();
  adapter.executeScript = async (script) => {
    try {
      await pool.query(script);
    } catch (error) {
      adapter.onError(error);
    }
  };
  return adapter;
}

class MigrationAdapterFactory extends PrismaPg {
  constructor(config) {
    super({ ...config, Client: CharAsTextClient });
    this.baseConfig = config;
  }

  /** Adapters opened for the engine's main connection; the engine never disposes them itself. */
  opened = [];

  async connect() {
    const adapter = sendScriptsWhole(await super.connect());
    this.opened.push(adapter);
    return adapter;
  }

  async close() {
    await Promise.all(this.opened.splice(0).map((adapter) => adapter.dispose()));
  }

  async connectToShadowDb() {
    const database = `prisma_migrate_shadow_db_${randomUUID().replaceAll('-', '')}`;
    await runAdmin(this.baseConfig, `CREATE DATABASE "${database}"`);
    const shadow = await new PrismaPg({ ...this.baseConfig, database, Client: CharAsTextClient }).connect();
    const endPool = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await endPool();
      await runAdmin(this.baseConfig, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    };
    return sendScriptsWhole(shadow);
  }
}

/** Run one statement on the server's `postgres` database (CREATE/DROP DATABASE cannot run elsewhere). */
export async function runAdmin(config, sql) {
  const client = new pg.Client({ ...config, database: 'postgres' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let bindingsPromise;
/** Instantiate the wasm by hand (Node 20 cannot `import` a .wasm file). */
async function loadBindings() {
  bindingsPromise ??= (async () => {
    const bgPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bg = await import(bgPath);
    const bytes = await readFile(bgPath.replace(/\.js$/, '.wasm'));
    // The engine arms 10 s timers (racing its database calls) and never clears them; unref them so
    // a finished command does not hold the process open.
    const imports = { ...bg };
    for (const name of Object.keys(bg).filter((key) => key.startsWith('__wbg_setTimeout_'))) {
      imports[name] = (callback, ms) => {
        const timer = setTimeout(callback, ms >>> 0);
        timer.unref();
        return timer;
      };
    }
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': imports });
    bg.__wbg_set_wasm(instance.exports);
    instance.exports.__wbindgen_start();
    return bg;
  })();
  return bindingsPromise;
}

/**
 * Open a schema engine on the database at `url`. Call `close()` when done: freeing the engine does
 * not end the adapter's pool, which would keep the process (or a Jest worker) alive.
 * @param {{ url: string, schemaPath?: string, schema?: string, log?: (line: string) => void }} options
 * @returns {Promise<{ engine: import('@prisma/schema-engine-wasm').SchemaEngine, close: () => Promise<void> }>}
 */
export async function openEngine({ url, schemaPath, schema, log }) {
  const { SchemaEngine } = await loadBindings();
  const factory = new MigrationAdapterFactory(pgConfigFromUrl(url));
  const datamodels = schemaPath && schema !== undefined ? [[schemaPath, schema]] : undefined;
  const engine = await SchemaEngine.new(
    { datamodels },
    (line) => log?.(String(line)),
    bindMigrationAwareSqlAdapterFactory(factory),
  ).catch(async (error) => {
    await factory.close();
    throw error;
  });
  return {
    engine,
    close: async () => {
      engine.free();
      await factory.close();
    },
  };
}

export const LOCKFILE_NAME = 'migration_lock.toml';
/** Exactly what the Prisma CLI writes next to the migration folders. */
export const lockfileContent = (provider) =>
  `# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "${provider}"\n`;
