import { useState } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HydrateLater } from "../src/lib/hydrate-later.tsx";

function Counter({ label, onRender }: { label: string; onRender?: () => void }) {
  const [count, setCount] = useState(0);
  onRender?.();
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ onSection }: { onSection?: () => void }) {
  return (
    <main>
      <Counter label="top" />
      <HydrateLater>
        <section>
          <Counter label="below" onRender={onSection} />
        </section>
      </HydrateLater>
      <HydrateLater>
        <section>
          <Counter label="last" onRender={onSection} />
        </section>
      </HydrateLater>
    </main>
  );
}

const containers: HTMLElement[] = [];
const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
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
  it("is drawn by the server like its child, inside a Suspense boundary's markers", () => {
    const html = renderToString(<Page />);
    expect(html.match(/<!--\$-->/g)).toHaveLength(2);
    expect(html.replace(/<!--\/?\$-->/g, "")).toBe(
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
      ).replace(/<!--\/?\$-->/g, ""),
    );
  });

  it("is hydrated apart from the page: the page's own render leaves its sections for later", async () => {
    const container = drawnByServer();
    const drawn = buttons(container);
    let sectionRenders = 0;
    // Hydrating starts a render later (a scheduled task), never inside hydrateRoot.
    const root = hydrateRoot(container, <Page onSection={() => (sectionRenders += 1)} />);
    roots.push(root);
    expect(sectionRenders).toBe(0);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // Then each section, in place: the same elements, now live.
    expect(sectionRenders).toBeGreaterThanOrEqual(2);
    expect(buttons(container)).toEqual(drawn);
    act(() => drawn[1]!.click());
    expect(drawn[1]!.textContent).toBe("below 1");
    act(() => drawn[2]!.click());
    expect(drawn[2]!.textContent).toBe("last 1");
    expect(container.querySelectorAll("section")).toHaveLength(2);
  });

  it("draws its child at once when the browser draws the page itself", () => {
    const container = document.createElement("div");
    document.body.append(container);
    containers.push(container);
    const root = createRoot(container);
    roots.push(root);
    act(() => root.render(<Page />));
    expect(buttons(container).map((b) => b.textContent)).toEqual(["top 0", "below 0", "last 0"]);
    act(() => buttons(container)[1]!.click());
    expect(buttons(container)[1]!.textContent).toBe("below 1");
  });
});
