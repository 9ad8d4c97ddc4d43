import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/platform/database/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tarball) every test file's database starts from. */
    pgliteTemplateFile: string;
    /** With TEST_DATABASE_URL: a migrated database every test file's database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Vitest global setup: migrates one database per run, before any test file, and hands it to
 * every file as a template. Each file used to create and migrate its own (seconds of
 * WebAssembly on PGlite per file, most of the API suite's time); copying a template is a
 * fraction of that and gives the same schema, since it is made by the same migrations.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `taaza_template_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "memory://", databasePoolMax: 1 });
    await handle.migrate();
    await handle.close();
    project.provide("postgresTemplate", name);
    project.provide("pgliteTemplateFile", "");
    return async () => {
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    };
  }
  const folder = mkdtempSync(path.join(tmpdir(), "taaza-template-"));
  const file = path.join(folder, "pglite.tar");
  const handle = await openDatabase({ databaseUrl: null, dataDir: "memory://" });
  await handle.migrate();
  writeFileSync(file, Buffer.from(await (await handle.dump!()).arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplateFile", file);
  project.provide("postgresTemplate", "");
  return () => rmSync(folder, { recursive: true, force: true });
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
