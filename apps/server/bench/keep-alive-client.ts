import { connect, type Socket } from "node:net";

export interface PlainResponse {
  status: number;
  text: string;
}

/**
 * One customer's HTTP/1.1 connection, kept open, one request at a time. The load generator
 * shares this 2-core machine with the server and PostgreSQL, so the CPU it spends per call is
 * taken from them: node's http client cost about 0.2 ms a call, a tenth of an order's CPU. This
 * reads only what the shop's JSON answers use (a status line, headers, a Content-Length body),
 * as load tools such as autocannon do, and fails loudly on anything else.
 */
export class KeepAliveConnection {
  private socket: Socket | null = null;
  private pending: { resolve: (r: PlainResponse) => void; reject: (e: Error) => void } | null = null;
  private buffered: Buffer = Buffer.alloc(0);

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  request(method: string, path: string, headers: Record<string, string>, body?: string): Promise<PlainResponse> {
    if (this.pending) return Promise.reject(new Error("one request at a time on a connection"));
    const socket = this.socket ?? this.open();
    const payload = body === undefined ? "" : body;
    let head = `${method} ${path} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (body !== undefined) head += `Content-Length: ${Buffer.byteLength(payload)}\r\n`;
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      socket.write(`${head}\r\n${payload}`);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private open(): Socket {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    socket.on("data", (chunk: Buffer) => this.read(chunk));
    const fail = (error: Error) => {
      this.socket = null;
      this.buffered = Buffer.alloc(0);
      const pending = this.pending;
      this.pending = null;
      pending?.reject(error);
    };
    socket.on("error", fail);
    socket.on("close", () => fail(new Error("the server closed the connection")));
    this.socket = socket;
    return socket;
  }

  private read(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const headEnd = this.buffered.indexOf("\r\n\r\n");
    if (headEnd < 0) return;
    const head = this.buffered.toString("latin1", 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      this.socket?.destroy(new Error(`an answer without Content-Length: ${head.split("\r\n")[0]}`));
      return;
    }
    const end = headEnd + 4 + Number(length[1]);
    if (this.buffered.length < end) return;
    const text = this.buffered.toString("utf8", headEnd + 4, end);
    this.buffered = this.buffered.subarray(end);
    const pending = this.pending;
    this.pending = null;
    pending?.resolve({ status: Number(head.slice(9, 12)), text });
  }
}
