import { expect, test, type APIRequestContext } from "@playwright/test";
import { GOOGLE_PORT } from "../playwright.config.ts";
import { DEMO_ADMIN, newEmail, PASSWORD, signInThroughPanel } from "../support/accounts.ts";
import { pngFile } from "../support/admin.ts";
import { googleIdToken } from "../support/google-tokens.ts";
import { placePaidOrder } from "../support/orders.ts";
import { skipLocationPopup } from "../support/storefront.ts";

const googleShop = `http://127.0.0.1:${GOOGLE_PORT}`;
type Session = { user: { _id: string; username: string }; token: string };

async function signUp(request: APIRequestContext, username: string, base = ""): Promise<Session & { email: string }> {
  const email = newEmail("sec");
  const response = await request.post(`${base}/api/users/signup`, { data: { username, email, password: PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  return { ...((await response.json()) as Session), email };
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/users/login", { data: DEMO_ADMIN });
  return ((await response.json()) as Session).token;
}

async function postReview(request: APIRequestContext, session: Session, productId: string, review: string) {
  const response = await request.post(`/api/reviews/createreview/${productId}`, {
    headers: { authorization: `Bearer ${session.token}` },
    multipart: { review, rating: "5" },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

test("stored script in a product name, a username and a review is shown as text and never runs", async ({ page, request }) => {
  const token = await adminToken(request);
  const [category] = (await (await request.get("/api/categories")).json()) as { name: string }[];
  const [tag] = (await (await request.get("/api/productTags")).json()) as { name: string }[];
  const productName = `<img src=x onerror="window.__xss='product'">Pomfret<script>window.__xss='product'</script>`;
  const image = await pngFile("fish.png", "#1e8ca0");
  const created = await request.post("/api/products", {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      name: productName,
      price: JSON.stringify({ default: 450, sale: null }),
      weight: "500",
      description: "<script>window.__xss='description'</script>Fresh from the dock",
      category: category!.name,
      productTag: tag!.name,
      note: "Keep cold",
      productImages: image,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { _id: string };
  const username = `<script>window.__xss='name'</script>Eve`;
  const customer = await signUp(request, username);
  const reviewText = `<img src=x onerror="window.__xss='review'"><script>window.__xss='review'</script>Lovely`;
  await postReview(request, customer, product._id, reviewText);

  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await skipLocationPopup(page);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole("heading", { name: productName, level: 1 })).toBeVisible();
  const review = page.locator(".review", { hasText: "Lovely" });
  await expect(review.getByText(reviewText)).toBeVisible();
  await expect(review.getByText(username)).toBeVisible();
  await expect(page.locator("img[src='x']")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test("a review by a customer whose order with the product was delivered shows Verified purchase", async ({ page, request }) => {
  const buyer = await signUp(request, `Buyer ${Date.now() % 100000}`);
  const order = (await placePaidOrder(request, buyer)) as unknown as { _id: string; products: { product: { _id: string | null } }[] };
  const productId = order.products[0]!.product._id!;
  const token = await adminToken(request);
  const delivered = await request.put(`/api/orders/${order._id}/${buyer.user._id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: "Delivered" },
  });
  expect(delivered.ok(), await delivered.text()).toBe(true);
  await postReview(request, buyer, productId, "Bought and delivered fresh");
  const browser = await signUp(request, `Browser ${Date.now() % 100000}`);
  await postReview(request, browser, productId, "Only looked at it");

  await skipLocationPopup(page);
  await page.goto(`/product/${productId}`);
  await expect(page.locator(".review", { hasText: "Bought and delivered fresh" }).getByText("Verified purchase")).toBeVisible();
  await expect(page.locator(".review", { hasText: "Only looked at it" })).toBeVisible();
  await expect(page.locator(".review", { hasText: "Only looked at it" }).getByText("Verified purchase")).toHaveCount(0);
});

test("Google sign-in takes an unconfirmed password account back for Google's owner; an owner connects Google from My Account", async ({
  page,
  request,
}) => {
  // The attacker's side of pre-hijacking: a password account on the victim's address, never
  // confirmed. The victim's Google sign-in gets the account, and the squatter's password goes.
  const squatter = await signUp(request, "Squatter", googleShop);
  const victim = googleIdToken({ sub: `google-victim-${Date.now()}`, email: squatter.email, name: "Meera K" });
  const viaGoogle = await request.post(`${googleShop}/api/users/google-login`, { data: { token: victim } });
  expect(viaGoogle.status()).toBe(200);
  expect(await viaGoogle.json()).toMatchObject({
    user: { _id: squatter.user._id, hasPassword: false },
    notice:
      "You are signed in with Google. This account's email had never been confirmed, so the password it had was removed. You can set a new one on My Account.",
  });
  const squatterLogin = await request.post(`${googleShop}/api/users/login`, { data: { email: squatter.email, password: PASSWORD } });
  expect(squatterLogin.status()).toBe(400);

  // The owner of a password account connects Google themselves, from a signed-in page.
  const owner = await signUp(request, "Meera", googleShop);
  const token = googleIdToken({ sub: `google-${Date.now()}`, email: owner.email, name: "Meera K" });
  await skipLocationPopup(page);
  await page.goto(`${googleShop}/`);
  await signInThroughPanel(page, owner.email, PASSWORD);
  await expect(page.getByText("Logged in successfully")).toBeVisible();
  await page.goto(`${googleShop}/myaccount`);
  // Google's own script cannot load on the test machine; our button of the same name holds its place.
  await expect(page.getByRole("button", { name: "Connect Google" })).toBeVisible();

  // What Google's button hands the page, posted with the page's own session.
  const pageSession = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null") as Session);
  const link = await request.post(`${googleShop}/api/users/${owner.user._id}/google-link`, {
    headers: { authorization: `Bearer ${pageSession.token}` },
    data: { token },
  });
  expect(link.status(), await link.text()).toBe(200);
  // Every other session ended (the sign-up's); this page's session still works.
  expect(
    (await request.get(`${googleShop}/api/users/${owner.user._id}`, { headers: { authorization: `Bearer ${owner.token}` } })).status(),
  ).toBe(401);
  await page.reload();
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Profile" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Connect Google" })).toHaveCount(0);

  const afterLink = await request.post(`${googleShop}/api/users/google-login`, { data: { token } });
  expect(afterLink.status()).toBe(200);
  expect(((await afterLink.json()) as Session).user._id).toBe(owner.user._id);
});
