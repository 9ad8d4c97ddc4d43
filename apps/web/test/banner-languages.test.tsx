import { fireEvent, render, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Creative } from "@taaza/domain";
import { addCreative } from "../src/admin/features/creatives/api/creatives.ts";
import { BannerUploadForm } from "../src/admin/features/creatives/components/banner-upload-form.tsx";
import { BannerSlider } from "../src/features/home/components/banner-slider.tsx";
import { activateLocale, loadNamespaces, type Locale } from "../src/lib/i18n/i18n.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

const banner = (alt: string, language: Creative["language"], tag: Creative["tag"] = "desktop"): Creative => ({
  _id: `${tag}-${alt}`,
  tag,
  media: `${alt.replace(/\W+/g, "-")}.webp`,
  alt,
  link: "/category/SeaWater",
  language,
});

// Every reader's banners, and a Marathi one for wide screens only.
const creatives: Creative[] = [banner("Fresh catch", null), banner("Fresh catch phone", null, "mobile"), banner("ताजी मासळी", "mr")];

async function showBanners(locale: Locale) {
  await loadNamespaces(["home"], locale);
  await activateLocale(locale);
  server.use(http.get("/api/creatives", () => HttpResponse.json({ data: creatives })));
  const { wrapper } = queryWrapper();
  render(
    <MemoryRouter>
      <BannerSlider />
    </MemoryRouter>,
    { wrapper },
  );
}

afterEach(async () => {
  await activateLocale("en");
});

describe("the home page's banners in the reader's language", () => {
  it("shows a Marathi reader the Marathi banner instead of the every-language one", async () => {
    await showBanners("mr");
    expect(await screen.findByRole("link", { name: "ताजी मासळी" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Fresh catch" })).toBeNull();
  });

  it("falls back to the every-language banners for a language with none of its own", async () => {
    await showBanners("hi");
    expect(await screen.findByRole("link", { name: "Fresh catch" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "ताजी मासळी" })).toBeNull();
  });

  it("never shows another language's banner to an English reader", async () => {
    await showBanners("en");
    expect(await screen.findByRole("link", { name: "Fresh catch" })).toBeTruthy();
    expect(screen.queryByText("ताजी मासळी")).toBeNull();
    expect(screen.queryByRole("img", { name: "ताजी मासळी" })).toBeNull();
  });
});

describe("staff's banner upload", () => {
  const draft = { file: new File(["png"], "banner.png", { type: "image/png" }), url: "blob:banner", width: 1600, height: 600 };

  it("asks which readers the banner is for and sends that language with the image", async () => {
    let sent: FormData | null = null;
    server.use(
      http.post("/api/creatives", async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ data: { image: banner("ताजी मासळी", "mr") } }, { status: 201 });
      }),
    );
    const uploads: Parameters<typeof addCreative>[0][] = [];
    render(
      <BannerUploadForm
        tag="desktop"
        title="Desktop/Tablet"
        draft={draft}
        busy={false}
        full={[""]}
        onCancel={() => undefined}
        onUpload={(details) => uploads.push({ tag: "desktop", file: draft.file, ...details })}
      />,
    );
    const readers = screen.getByLabelText<HTMLSelectElement>("Shown to readers of");
    // The every-language group holds four already: the form starts on the first group with room.
    expect(screen.getByRole<HTMLOptionElement>("option", { name: "Every language (4 of 4)" }).disabled).toBe(true);
    expect(readers.value).toBe("en");
    fireEvent.change(readers, { target: { value: "mr" } });
    fireEvent.change(screen.getByLabelText("Alt text"), { target: { value: "ताजी मासळी" } });
    fireEvent.click(screen.getByRole("button", { name: "Upload banner" }));
    expect(uploads).toEqual([{ tag: "desktop", file: draft.file, alt: "ताजी मासळी", link: null, language: "mr" }]);

    await addCreative(uploads[0]!);
    expect(sent!.get("language")).toBe("mr");
    expect(sent!.get("tag")).toBe("desktop");
  });

  it("sends no language for a banner every reader sees", async () => {
    let sent: FormData | null = null;
    server.use(
      http.post("/api/creatives", async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ data: { image: banner("Fresh catch", null) } }, { status: 201 });
      }),
    );
    await addCreative({ tag: "mobile", file: draft.file, alt: "Fresh catch", link: null, language: null });
    expect(sent!.has("language")).toBe(false);
    expect(sent!.get("alt")).toBe("Fresh catch");
  });
});
