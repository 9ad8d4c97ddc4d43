/** One server-sent event: its name ("message" when unnamed) and its data lines joined. */
export type ServerSentEvent = { event: string; data: string };

/**
 * Reads the text/event-stream format chunk by chunk (chunks split lines anywhere). Comments
 * (keep-alives) and `retry:` lines are skipped; an event without data is not delivered.
 */
export function serverSentEventParser(onEvent: (event: ServerSentEvent) => void): (chunk: string) => void {
  let buffer = "";
  let event = "message";
  let data: string[] = [];
  return (chunk) => {
    buffer += chunk;
    let newline = buffer.search(/\r?\n/);
    while (newline >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(buffer[newline] === "\r" ? newline + 2 : newline + 1);
      if (line === "") {
        if (data.length > 0) onEvent({ event, data: data.join("\n") });
        event = "message";
        data = [];
      } else if (!line.startsWith(":")) {
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") event = value;
        else if (field === "data") data.push(value);
      }
      newline = buffer.search(/\r?\n/);
    }
  };
}
