import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { Agent as HttpsAgent, createServer as createHttpsServer } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";

/** One request a fake provider received: its path, headers and JSON body. */
export interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** What the fake answers next: `fail(n, status)` makes the next n requests fail with that status. */
export interface FakeProvider {
  url: string;
  received: ReceivedRequest[];
  fail(times: number, status: number): void;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
}

async function startFake(answer: (request: ReceivedRequest, n: number) => { status: number; body: unknown }): Promise<FakeProvider> {
  const received: ReceivedRequest[] = [];
  let failures: { times: number; status: number } = { times: 0, status: 500 };
  const server: Server = createServer((request, response) => {
    void readJson(request).then((body) => {
      const got = { path: request.url ?? "/", authorization: request.headers.authorization, body };
      let reply: { status: number; body: unknown };
      if (failures.times > 0) {
        failures = { ...failures, times: failures.times - 1 };
        reply = { status: failures.status, body: { error: { message: "fake outage" }, errorText: "fake outage" } };
      } else {
        received.push(got);
        reply = answer(got, received.length);
      }
      response.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    fail(times, status) {
      failures = { times, status };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A local WhatsApp Business Cloud API: `POST /{phone-number-id}/messages` with a Bearer token,
 * answering each template message with a `wamid` as the real one does. Tests and dev scripts use
 * it as `WHATSAPP_API_URL`.
 */
export function startFakeWhatsApp(options: { token: string; phoneNumberId: string }): Promise<FakeProvider> {
  return startFake((request, n) => {
    if (request.authorization !== `Bearer ${options.token}`)
      return { status: 401, body: { error: { message: "Invalid OAuth access token" } } };
    if (request.path !== `/${options.phoneNumberId}/messages`) return { status: 404, body: { error: { message: "Unknown path" } } };
    const to = typeof request.body.to === "string" ? request.body.to : "";
    return {
      status: 200,
      body: { messaging_product: "whatsapp", contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.fake-${n}` }] },
    };
  });
}

/** A local Indian SMS gateway: the key as a Bearer token, answering each message with an id. */
export function startFakeSmsGateway(options: { key: string }): Promise<FakeProvider> {
  return startFake((request, n) =>
    request.authorization === `Bearer ${options.key}`
      ? { status: 200, body: { id: `sms-${n}` } }
      : { status: 401, body: { error: "bad key" } },
  );
}

/** A push service's request as a browser vendor's service would get it: headers and encrypted body. */
export interface PushRequest {
  path: string;
  authorization: string | undefined;
  encoding: string | undefined;
  ttl: string | undefined;
  bytes: number;
}

/**
 * A local web push service over HTTPS (web push is HTTPS only), with a certificate made for the
 * test: `agent` trusts it. Endpoints are `${url}/push/<name>`; `gone(name)` makes one answer
 * 410 as a service does for a browser that unsubscribed.
 */
export async function startFakePushService(): Promise<{
  url: string;
  agent: HttpsAgent;
  received: PushRequest[];
  gone(name: string): void;
  close(): Promise<void>;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), "taaza-push-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const key = readFileSync(path.join(dir, "key.pem"));
  const cert = readFileSync(path.join(dir, "cert.pem"));
  rmSync(dir, { recursive: true, force: true });
  const received: PushRequest[] = [];
  const goneNames = new Set<string>();
  const server = createHttpsServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const name = (request.url ?? "").split("/").pop() ?? "";
      if (goneNames.has(name)) return void response.writeHead(410).end();
      received.push({
        path: request.url ?? "/",
        authorization: request.headers.authorization,
        encoding: request.headers["content-encoding"],
        ttl: typeof request.headers.ttl === "string" ? request.headers.ttl : undefined,
        bytes: Buffer.concat(chunks).length,
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    agent: new HttpsAgent({ ca: cert }),
    received,
    gone: (name) => void goneNames.add(name),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
