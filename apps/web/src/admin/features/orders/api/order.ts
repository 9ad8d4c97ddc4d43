import type { OrderStatus, Price } from "@taaza/domain";

/** An order as GET /api/admin/orders sends it (docs/api/admin.md). */
export type AdminOrder = {
  _id: string;
  billId: string;
  createdAt: string;
  status: OrderStatus;
  products: {
    product: { _id: string | null; name: string; weight: number; images: string[]; price: Price };
    quantity: number;
    price: number;
  }[];
  userId: { _id: string; username: string; userId: string; email: string };
  shippingAddress: {
    firstName: string;
    lastName: string;
    address: string;
    landmark: string;
    city: string;
    state: string;
    pincode: string;
    phoneNo: string;
  };
  subtotal: number;
  deliveryCharges: number;
  taxes: number;
  billPrice: number;
  /** `day` is the delivery date, YYYY-MM-DD in India. */
  time: { day: string; slot: string };
  paymentMethod: "Online";
  statusHistory: { from: string; to: string; changedBy: string | null; changedAt: string }[];
};
