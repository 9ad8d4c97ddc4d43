import {
  packLabel,
  STANDARD_PREPARATION,
  type CartLine,
  type CheckoutStart,
  type Order,
  type PaymentFields,
  type Product,
  type ProductVariant,
  type PublicUser,
  type Session,
} from "@taaza/domain";

let next = 0;
const id = (prefix: string) => `${prefix}-${++next}`;

export function buildProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: id("product"),
    name: "Pomfret",
    description: "Silver pomfret, cleaned",
    category: "SeaWater",
    productTag: "Pomfret",
    note: "Fresh cuts are delivered between 11 AM and 7 PM.",
    weight: 500,
    price: { default: 499, sale: null },
    images: ["pomfret.webp"],
    inStock: true,
    bestseller: false,
    isArchived: false,
    hsnCode: "0302",
    gstRate: 0,
    createdAt: "2026-11-01T00:00:00.000Z",
    variants: [
      buildVariant({
        weight: overrides.weight ?? 500,
        price: overrides.price ?? { default: 499, sale: null },
        inStock: overrides.inStock ?? true,
      }),
    ],
    ...overrides,
  };
}

/** A cut and pack; a product's first variant mirrors the product. */
export function buildVariant(overrides: Partial<ProductVariant> = {}): ProductVariant {
  const weight = overrides.weight ?? 500;
  return {
    _id: id("variant"),
    label: packLabel(weight),
    preparation: STANDARD_PREPARATION,
    weight,
    netWeight: null,
    grossWeight: null,
    pieces: null,
    serves: null,
    price: { default: 499, sale: null },
    inStock: true,
    ...overrides,
  };
}

export function buildCartLine(overrides: Partial<CartLine> = {}): CartLine {
  const product = overrides.productId ?? buildProduct();
  return { _id: id("line"), productId: product, quantity: 1, available: true, variant: product.variants[0]!, ...overrides };
}

export function buildUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    _id: id("user"),
    userId: "TZ7PP6T5",
    username: "Meena",
    email: "meena@example.in",
    userType: "User",
    age: null,
    gender: null,
    hasPassword: true,
    hasGoogle: false,
    emailVerified: false,
    createdAt: "2026-11-01T00:00:00.000Z",
    addresses: [],
    cart: [],
    ...overrides,
  };
}

export function buildSession(user: PublicUser = buildUser(), token = `token-${user._id}`): Session {
  return { user, token };
}

export function buildCheckoutStart(overrides: Partial<CheckoutStart> = {}): CheckoutStart {
  return {
    order: { id: "order_test_1", amount: 99_800, currency: "INR", receipt: "TZ-receipt" },
    checkoutId: "checkout-1",
    provider: "test",
    key: "test",
    name: "Taaza",
    description: "Fresh fish",
    prefill: { name: "Meena", email: "meena@example.in", contact: "9820012345" },
    ...overrides,
  };
}

export const signedFields: PaymentFields = {
  razorpay_order_id: "order_test_1",
  razorpay_payment_id: "pay_1",
  razorpay_signature: "signed",
};

export function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: id("order"),
    billId: "51IDR",
    billNumber: "TZ/26-27/000001",
    createdAt: "2026-11-24T00:00:00.000Z",
    status: "Pending",
    products: [],
    userId: { _id: "user-1", username: "Meena", userId: "TZ7PP6T5", email: "meena@example.in" },
    shippingAddress: {
      firstName: "Meena",
      lastName: "Joshi",
      address: "5 Hill Road",
      landmark: "Opposite the church",
      city: "Mumbai",
      state: "Maharashtra",
      pincode: "400001",
      phoneNo: "9820012345",
    },
    subtotal: 998,
    deliveryCharges: 0,
    discount: 0,
    coupon: null,
    taxes: 0,
    billPrice: 998,
    time: { day: "2026-11-25", slot: "8AM-10AM" },
    paymentMethod: "Online",
    overbooked: false,
    overbookedReason: null,
    statusHistory: [
      {
        status: "Pending",
        at: "2026-11-24T00:00:00.000Z",
        by: "Meena",
        from: null,
        to: "Pending",
        changedBy: "Meena",
        changedAt: "2026-11-24T00:00:00.000Z",
      },
    ],
    refunds: [],
    refundedPaise: 0,
    deliveredAt: null,
    issues: [],
    rating: null,
    ...overrides,
  };
}
