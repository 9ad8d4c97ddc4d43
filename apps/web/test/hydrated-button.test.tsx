import { createRef, type Ref } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HydratedButton } from "../src/components/ui/hydrated-button.tsx";

describe("HydratedButton", () => {
  it("when drawn by the server, then exactly the disabled <button> it stands for", () => {
    const onClick = () => undefined;
    expect(
      renderToString(
        <HydratedButton type="button" className="icon-button" aria-label="Basket" onClick={onClick}>
          Basket
        </HydratedButton>,
      ),
    ).toBe(
      renderToString(
        <button type="button" className="icon-button" aria-label="Basket" disabled={true} onClick={onClick}>
          Basket
        </button>,
      ),
    );
    expect(renderToString(<HydratedButton type="button" disabled={false} />)).toMatch(/^<button[^>]*\sdisabled[\s>=]/);
  });

  it("when hydrated, then enabled unless its own disabled says otherwise, and its ref holds the drawn button", async () => {
    const ref = createRef<HTMLButtonElement>();
    // A component at the root, as the app hydrates: Preact reads the server snapshot of
    // useSyncExternalStore (useHydrated) only below a hydrating component.
    function Buttons({ menuRef }: { menuRef?: Ref<HTMLButtonElement> }) {
      return (
        <div>
          <HydratedButton ref={menuRef} type="button">
            Menu
          </HydratedButton>
          <HydratedButton type="button" disabled>
            Wait
          </HydratedButton>
        </div>
      );
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Buttons />);
    document.body.append(container);
    const drawn = [...container.querySelectorAll("button")];
    expect(drawn.map((button) => button.disabled)).toEqual([true, true]);

    act(() => {
      hydrateRoot(container, <Buttons menuRef={ref} />);
    });
    await waitFor(() => expect(drawn[0]?.disabled).toBe(false));
    expect(drawn[1]?.disabled).toBe(true);
    expect(ref.current).toBe(drawn[0]);
    expect([...container.querySelectorAll("button")]).toEqual(drawn);
    container.remove();
  });
});
