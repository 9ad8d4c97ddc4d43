import { useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HydrateLater, runFirstHydration } from "../src/lib/hydrate-later.tsx";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter label="top" />
      <HydrateLater>
        <section>
          <Counter label="below" />
        </section>
      </HydrateLater>
      <HydrateLater>
        <section>
          <Counter label="last" />
        </section>
      </HydrateLater>
    </main>
  );
}

const containers: HTMLElement[] = [];
afterEach(() => {
  for (const c of containers.splice(0)) c.remove();
});

function drawnByServer(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  containers.push(container);
  return container;
}

const buttons = (container: HTMLElement) => [...container.querySelectorAll("button")];

describe("HydrateLater", () => {
  it("is drawn by the server like its child, with nothing added", () => {
    expect(renderToString(<Page />)).toBe(
      renderToString(
        <main>
          <Counter label="top" />
          <section>
            <Counter label="below" />
          </section>
          <section>
            <Counter label="last" />
          </section>
        </main>,
      ),
    );
  });

  it("leaves its section as drawn while the page hydrates, then hydrates it in a later task, keeping the same elements", async () => {
    const container = drawnByServer();
    const drawn = buttons(container);
    runFirstHydration(() => hydrateRoot(container, <Page />));
    // The page's own part answers at once; the deferred sections are still the server's HTML.
    act(() => drawn[0]!.click());
    expect(drawn[0]!.textContent).toBe("top 1");
    drawn[1]!.click();
    expect(drawn[1]!.textContent).toBe("below 0");
    // A task later each section is hydrated in place: the same elements, now live.
    await waitFor(() => {
      drawn[1]!.click();
      expect(drawn[1]!.textContent).not.toBe("below 0");
    });
    await waitFor(() => {
      drawn[2]!.click();
      expect(drawn[2]!.textContent).not.toBe("last 0");
    });
    expect(buttons(container)).toEqual(drawn);
    expect(container.querySelectorAll("section")).toHaveLength(2);
  });

  it("draws its child at once when the browser draws the page itself", () => {
    const container = document.createElement("div");
    document.body.append(container);
    containers.push(container);
    act(() => createRoot(container).render(<Page />));
    expect(buttons(container).map((b) => b.textContent)).toEqual(["top 0", "below 0", "last 0"]);
    act(() => buttons(container)[1]!.click());
    expect(buttons(container)[1]!.textContent).toBe("below 1");
  });
});
