import { expect, type APIRequestContext } from "@playwright/test";

type Session = { user: { _id: string }; token: string };

/**
 * A paid order made through the public API exactly as the checkout page makes it: basket,
 * address, slot, payment started, test provider approves, payment validated. The browser
 * journey for paying is in buying.spec.ts; this is for journeys that start after payment.
 */
export async function placePaidOrder(request: APIRequestContext, session: Session): Promise<{ _id: string; billId: string }> {
  const headers = { authorization: `Bearer ${session.token}` };
  // Each answer is typed with just the fields this journey reads.
  const call = async <T>(method: "get" | "post", url: string, data?: object): Promise<T> => {
    const response = await request[method](url, { headers, data });
    expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const products = await call<{ _id: string; inStock: boolean }[]>("get", "/api/products");
  const product = products.find((p) => p.inStock)!;
  await call("post", `/api/users/${session.user._id}/cart`, { productId: product._id, quantity: 2 });
  const user = await call<{ addresses: { _id: string }[] }>("post", `/api/users/${session.user._id}/address`, {
    firstName: "Meena",
    lastName: "Joshi",
    address: "5 Hill Road",
    landmark: "Opposite the church",
    state: "Maharashtra",
    city: "Mumbai",
    pincode: "400001",
    phoneNo: "9820012345",
    tag: "home1",
  });
  const { days } = await call<{ days: { day: string; slots: string[] }[] }>("get", "/api/delivery-slots");
  const tomorrow = days.find((d) => d.day === "Tomorrow")!;
  const started = await call<{ order: { id: string } }>("post", "/api/order", {
    addressId: user.addresses[0]!._id,
    day: "Tomorrow",
    slot: tomorrow.slots[0],
  });
  const signed = await call<object>("post", `/api/payments/test/${started.order.id}/approve`);
  const { data } = await call<{ data: { _id: string; billId: string } }>("post", "/api/order/validate", signed);
  return data;
}
