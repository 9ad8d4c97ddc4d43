import { createContext, startTransition, useContext, useEffect, useState } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HydrateWhenNear } from "../src/lib/hydrate-when-near.tsx";
import { fakeViewport } from "./viewport.ts";

// A page with a counter at the top and two parts far below, one with a card inside it that
// waits for the view on its own (as a home shelf's cards do). `Tone` is a context the parts read.
const Tone = createContext("plain");
const controls = { louder: () => {}, countInTransition: () => {} };

function Counter({ label, onRender }: { label: string; onRender?: (label: string) => void }) {
  const [count, setCount] = useState(0);
  const tone = useContext(Tone);
  onRender?.(label);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`${label} ${tone} ${count}`}
    </button>
  );
}

function Page({ onRender }: { onRender?: (label: string) => void }) {
  const [tone, setTone] = useState("plain");
  const [transitions, setTransitions] = useState(0);
  useEffect(() => {
    controls.louder = () => setTone("loud");
    controls.countInTransition = () => startTransition(() => setTransitions((n) => n + 1));
  }, []);
  return (
    <Tone value={tone}>
      <main>
        <Counter label="top" />
        <output>{transitions}</output>
        <HydrateWhenNear as="section" className="shelf">
          <Counter label="below" onRender={onRender} />
          <ul>
            <HydrateWhenNear as="li">
              <Counter label="card" onRender={onRender} />
            </HydrateWhenNear>
          </ul>
        </HydrateWhenNear>
        <HydrateWhenNear as="footer">
          <a href="/tnc">Terms</a>
        </HydrateWhenNear>
      </main>
    </Tone>
  );
}

const containers: HTMLElement[] = [];
const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  for (const c of containers.splice(0)) c.remove();
  vi.unstubAllGlobals();
});

function container(html = ""): HTMLElement {
  const element = document.createElement("div");
  element.innerHTML = html;
  document.body.append(element);
  containers.push(element);
  return element;
}

/** The page as the server drew it, hydrated; resolves once React has nothing left to do. */
async function hydrated(onRender?: (label: string) => void): Promise<HTMLElement> {
  const page = container(renderToString(<Page />));
  await act(async () => {
    roots.push(hydrateRoot(page, <Page onRender={onRender} />));
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
  return page;
}

const button = (page: HTMLElement, label: string) => [...page.querySelectorAll("button")].find((b) => b.textContent?.startsWith(label))!;
/** Whether React has hydrated an element (it keeps its fiber on the element). */
const live = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"));
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 30)));

describe("HydrateWhenNear", () => {
  it("is drawn by the server inside its element, around a Suspense boundary's markers", () => {
    const html = renderToString(<Page />);
    expect(html).toContain('<section class="shelf"><!--$--><button type="button">below plain 0</button>');
    expect(html).toContain('<li><!--$--><button type="button">card plain 0</button><!--/$--></li>');
    expect(html).toContain('<footer><!--$--><a href="/tnc">Terms</a><!--/$--></footer>');
  });

  it("leaves a part as drawn while the page hydrates, then hydrates it in place once it comes near the view", async () => {
    const view = fakeViewport();
    const rendered: string[] = [];
    const page = await hydrated((label) => rendered.push(label));
    const below = button(page, "below");
    expect(live(button(page, "top"))).toBe(true);
    expect(rendered).toEqual([]);
    expect(live(below)).toBe(false);

    view.scrollToEverything();
    await settle();
    // The same element the server drew, now React's: a tap counts.
    expect(button(page, "below")).toBe(below);
    expect(live(below)).toBe(true);
    act(() => below.click());
    expect(below.textContent).toBe("below plain 1");
    // The card inside waits for the view on its own, watched once its shelf is live.
    expect(new Set(rendered)).toEqual(new Set(["below"]));
    view.scrollToEverything();
    await settle();
    expect(new Set(rendered)).toEqual(new Set(["below", "card"]));
  });

  it("hydrates a part at once when it is tapped before it is near, and the tap counts", async () => {
    fakeViewport();
    const page = await hydrated();
    const below = button(page, "below");
    act(() => below.click());
    expect(live(below)).toBe(true);
    expect(below.textContent).toBe("below plain 1");
  });

  it("hydrates a card and the shelf around it when the card is tapped first", async () => {
    fakeViewport();
    const page = await hydrated();
    const card = button(page, "card");
    act(() => card.click());
    expect(live(button(page, "below"))).toBe(true);
    expect(card.textContent).toBe("card plain 1");
  });

  it("hydrates a part when focus moves into it", async () => {
    fakeViewport();
    const page = await hydrated();
    const link = page.querySelector("a")!;
    expect(live(link)).toBe(false);
    act(() => link.focus());
    await settle();
    expect(live(link)).toBe(true);
  });

  it("does not hold a transition elsewhere on the page back until the visitor scrolls", async () => {
    fakeViewport();
    const page = await hydrated();
    const below = button(page, "below");
    act(() => controls.countInTransition());
    await settle();
    expect(page.querySelector("output")!.textContent).toBe("1");
    // The part it re-rendered was hydrated where it stands, not drawn again.
    expect(button(page, "below")).toBe(below);
    expect(live(below)).toBe(true);
  });

  it("hydrates a part in place when a context it may read changes", async () => {
    fakeViewport();
    const page = await hydrated();
    const below = button(page, "below");
    act(() => controls.louder());
    await settle();
    expect(button(page, "below")).toBe(below);
    expect(below.textContent).toBe("below loud 0");
  });

  it("draws everything at once, watching nothing, on a page the browser draws itself", () => {
    const observe = vi.fn();
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe = observe;
        unobserve() {}
        disconnect() {}
      },
    );
    const page = container();
    const root = createRoot(page);
    roots.push(root);
    act(() => root.render(<Page />));
    expect(button(page, "below").textContent).toBe("below plain 0");
    expect(button(page, "card").textContent).toBe("card plain 0");
    expect(observe).not.toHaveBeenCalled();
  });

  it("hydrates everything with the page where the browser cannot tell what is near", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const rendered: string[] = [];
    const page = await hydrated((label) => rendered.push(label));
    expect(rendered.sort()).toEqual(["below", "card"]);
    expect(live(page.querySelector("a")!)).toBe(true);
  });
});
