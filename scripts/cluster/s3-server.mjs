#!/usr/bin/env node
/**
 * A local S3-compatible object store for the cluster's images: s3rver, the npm package the
 * server's own S3 tests use (a devDependency of apps/server, from the production work):
 *   node scripts/cluster/s3-server.mjs <port> <folder> <bucket>
 * Listens on 127.0.0.1 only; the keys are s3rver's fixed S3RVER / S3RVER.
 */
import S3rver from "s3rver";

const [port, directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: "127.0.0.1", port: Number(port), directory, silent: true, configureBuckets: [{ name: bucket }] });
await server.run();
console.log(`s3rver on 127.0.0.1:${port}, bucket ${bucket}, files in ${directory}`);
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => server.close().then(() => process.exit(0)));
