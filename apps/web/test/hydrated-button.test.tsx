import { createRef } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HydratedButton } from "../src/components/ui/hydrated-button.tsx";

describe("HydratedButton", () => {
  it("when drawn by the server, then the <button> it stands for, marked as needing the script (never a dead disabled one)", () => {
    const html = renderToString(
      <HydratedButton type="button" className="icon-button" aria-label="Basket">
        Basket
      </HydratedButton>,
    );
    expect(html).toBe('<button data-needs-script="" type="button" class="icon-button" aria-label="Basket">Basket</button>');
    expect(renderToString(<HydratedButton type="button" disabled />)).toMatch(/\sdisabled=""/);
  });

  it("when hydrated, then it is shown and answers a tap, and its ref holds the drawn button", async () => {
    const ref = createRef<HTMLButtonElement>();
    let taps = 0;
    const container = document.createElement("div");
    container.innerHTML = renderToString(<HydratedButton type="button" onClick={() => (taps += 1)} />);
    document.body.append(container);
    const drawn = container.querySelector("button");
    await act(async () => {
      hydrateRoot(container, <HydratedButton ref={ref} type="button" onClick={() => (taps += 1)} />);
      await Promise.resolve();
    });
    expect(ref.current).toBe(drawn);
    // Hydrated, it is shown (base.css hides [data-needs-script]) and answers.
    expect(drawn!.hasAttribute("data-needs-script")).toBe(false);
    act(() => drawn!.click());
    expect(taps).toBe(1);
    container.remove();
  });
});
