import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useId, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PhotoPicker, usePhotoPicks, type PickRefusal } from "../src/components/ui/photo-picker.tsx";

// The review form and the issue report pick their photos with this one picker.
function Picker({ limit }: { limit: number }) {
  const id = useId();
  const photos = usePhotoPicks(limit);
  const [refused, setRefused] = useState<PickRefusal>(null);
  return (
    <>
      <PhotoPicker
        inputId={id}
        limit={limit}
        photos={photos.photos}
        words={{ heading: `Photos (up to ${limit})`, add: "Add photos", photo: (i) => `Photo ${i}`, remove: (i) => `Remove photo ${i}` }}
        onAdd={(event) => setRefused(photos.add(event))}
        onRemove={photos.remove}
      />
      <p>refused: {String(refused)}</p>
    </>
  );
}

const image = (name: string) => new File(["x"], name, { type: "image/jpeg" });

describe("PhotoPicker", () => {
  let next = 0;
  const revoke = vi.fn();
  beforeEach(() => {
    revoke.mockClear();
    URL.createObjectURL = vi.fn(() => `blob:photo-${++next}`);
    URL.revokeObjectURL = revoke;
  });
  afterEach(() => vi.restoreAllMocks());

  it("keeps images up to the limit, says what it left out, and frees a removed photo's preview", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { unmount } = render(<Picker limit={2} />);
    const input = screen.getByLabelText("Add photos");

    await user.upload(input, [image("a.jpg"), image("b.jpg"), image("c.jpg")]);
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["Photo 1", "Photo 2"]);
    expect(screen.getByText("refused: tooMany")).toBeTruthy();
    // Full: the tile goes and the input is disabled.
    expect(screen.queryByText("Add photos")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Remove photo 1" }));
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole("img")).toHaveLength(1);

    await user.upload(screen.getByLabelText("Add photos"), [new File(["x"], "notes.pdf", { type: "application/pdf" })]);
    expect(screen.getByText("refused: notImages")).toBeTruthy();
    expect(screen.getAllByRole("img")).toHaveLength(1);

    // The form going frees what is left.
    unmount();
    expect(revoke).toHaveBeenCalledTimes(2);
  });
});
