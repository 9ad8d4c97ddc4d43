/** @jsxRuntime automatic @jsxImportSource react */
// (Said here as well as in tsconfig: tsx run from another folder, e.g. the e2e servers, reads that folder's tsconfig.)
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { deliveryInWords, formatRupees, paiseToRupees, type Issue, type Order } from "@taaza/domain";
import type { SignInChange } from "./notifier.ts";

/**
 * The shop's emails. React renders them to static HTML, which escapes every text it is given
 * (a customer's name, an address line, a product name), so no field can add markup; the plain
 * text part says the same for mail readers without HTML. Styles are inline because many mail
 * readers drop <style> blocks.
 */
export interface ShopLetterhead {
  name: string;
  address: string;
  phone: string;
  email: string;
  publicUrl: string;
}

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

const TEAL = "#0E5E6F";
const SLATE = "#1F2937";
const MUTED = "#6B7280";

function Letter({ shop, heading, children }: { shop: ShopLetterhead; heading: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{heading}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: "16px",
          background: "#FFFBF5",
          color: SLATE,
          fontFamily: "Arial, Helvetica, sans-serif",
          fontSize: "16px",
          lineHeight: 1.5,
        }}
      >
        <div style={{ maxWidth: "560px", margin: "0 auto", background: "#ffffff", borderRadius: "12px", padding: "24px" }}>
          <p style={{ margin: "0 0 16px", color: TEAL, fontSize: "24px", fontWeight: "bold" }}>{shop.name}</p>
          <h1 style={{ margin: "0 0 16px", fontSize: "20px" }}>{heading}</h1>
          {children}
          <p style={{ margin: "24px 0 0", color: MUTED, fontSize: "12px" }}>
            {shop.name}, {shop.address}. Questions? Call {shop.phone} or write to {shop.email}.
          </p>
        </div>
      </body>
    </html>
  );
}

function Button({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: "16px 0" }}>
      <a
        href={href}
        style={{
          display: "inline-block",
          background: TEAL,
          color: "#ffffff",
          padding: "12px 20px",
          borderRadius: "8px",
          textDecoration: "none",
          fontWeight: "bold",
        }}
      >
        {children}
      </a>
    </p>
  );
}

function html(element: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

function textOf(shop: ShopLetterhead, lines: readonly string[]): string {
  return [...lines, "", `${shop.name}, ${shop.address}`, `Questions? Call ${shop.phone} or write to ${shop.email}.`].join("\n");
}

function customerName(order: Order): string {
  const a = order.shippingAddress;
  return `${a.firstName} ${a.lastName}`.trim() || order.userId.username;
}

function orderLink(shop: ShopLetterhead, order: Order): string {
  return `${shop.publicUrl}/order/${encodeURIComponent(order._id)}`;
}

function deliveryText(order: Order): string {
  return deliveryInWords(order.time.day, order.time.slot);
}

function OrderLines({ order }: { order: Order }) {
  return (
    <table style={{ width: "100%", borderCollapse: "collapse", margin: "8px 0 16px" }}>
      <tbody>
        {order.products.map((line, index) => (
          <tr key={index}>
            <td style={{ padding: "4px 0" }}>
              {line.product.name} ({packOf(line)}) x {line.quantity}
            </td>
            <td style={{ padding: "4px 0", textAlign: "right" }}>{formatRupees(line.price * line.quantity)}</td>
          </tr>
        ))}
        <tr>
          <td style={{ padding: "4px 0" }}>Delivery</td>
          <td style={{ padding: "4px 0", textAlign: "right" }}>{formatRupees(order.deliveryCharges)}</td>
        </tr>
        <tr>
          <td style={{ padding: "8px 0", fontWeight: "bold", borderTop: "1px solid #e5e7eb" }}>Total paid</td>
          <td style={{ padding: "8px 0", fontWeight: "bold", borderTop: "1px solid #e5e7eb", textAlign: "right" }}>
            {formatRupees(order.billPrice)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function orderLinesText(order: Order): string[] {
  return [
    ...order.products.map(
      (line) => `- ${line.product.name} (${packOf(line)}) x ${line.quantity}: ${formatRupees(line.price * line.quantity)}`,
    ),
    `- Delivery: ${formatRupees(order.deliveryCharges)}`,
    `Total paid: ${formatRupees(order.billPrice)}`,
  ];
}

function addressText(order: Order): string {
  const a = order.shippingAddress;
  return [a.address, a.landmark, `${a.city}, ${a.state} ${a.pincode}`].filter((part) => part.trim() !== "").join(", ");
}

export function orderConfirmedEmail(shop: ShopLetterhead, order: Order): EmailContent {
  const subject = `Order ${order.billId} confirmed: delivery ${deliveryText(order)}`;
  const link = orderLink(shop, order);
  return {
    subject,
    html: html(
      <Letter shop={shop} heading="Thank you, your order is confirmed">
        <p>
          Hello {customerName(order)}, we have your order <strong>{order.billId}</strong> and will deliver it on{" "}
          <strong>{deliveryText(order)}</strong> to {addressText(order)}.
        </p>
        <OrderLines order={order} />
        {order.billNumber ? <p>Your bill {order.billNumber} is attached as a PDF.</p> : null}
        <Button href={link}>See your order</Button>
      </Letter>,
    ),
    text: textOf(shop, [
      `Hello ${customerName(order)},`,
      "",
      `we have your order ${order.billId} and will deliver it on ${deliveryText(order)} to ${addressText(order)}.`,
      "",
      ...orderLinesText(order),
      ...(order.billNumber ? ["", `Your bill ${order.billNumber} is attached as a PDF.`] : []),
      "",
      `See your order: ${link}`,
    ]),
  };
}

/** `refundPaise`: the refund the cancellation started, null when nothing was left to refund. */
export function orderCancelledEmail(shop: ShopLetterhead, order: Order, refundPaise: number | null): EmailContent {
  const subject = `Order ${order.billId} cancelled`;
  const refundLine =
    refundPaise !== null
      ? `We have started a refund of ${formatRupees(paiseToRupees(refundPaise))} to the way you paid; banks usually take 5-7 working days.`
      : "Nothing more is due back to you for this order.";
  return {
    subject,
    html: html(
      <Letter shop={shop} heading="Your order is cancelled">
        <p>
          Hello {customerName(order)}, your order <strong>{order.billId}</strong> for {deliveryText(order)} is cancelled.
        </p>
        <p>{refundLine}</p>
        <Button href={orderLink(shop, order)}>See your order</Button>
      </Letter>,
    ),
    text: textOf(shop, [
      `Hello ${customerName(order)},`,
      "",
      `your order ${order.billId} for ${deliveryText(order)} is cancelled.`,
      refundLine,
      "",
      `See your order: ${orderLink(shop, order)}`,
    ]),
  };
}

export function refundProcessedEmail(shop: ShopLetterhead, order: Order, amountPaise: number): EmailContent {
  const amount = formatRupees(paiseToRupees(amountPaise));
  const subject = `Refund of ${amount} for order ${order.billId} processed`;
  const line = `The payment provider has sent ${amount} back for your order ${order.billId}. Depending on your bank it reaches your account within 5-7 working days.`;
  return {
    subject,
    html: html(
      <Letter shop={shop} heading="Your refund is on its way">
        <p>Hello {customerName(order)},</p>
        <p>{line}</p>
        <Button href={orderLink(shop, order)}>See your order</Button>
      </Letter>,
    ),
    text: textOf(shop, [`Hello ${customerName(order)},`, "", line, "", `See your order: ${orderLink(shop, order)}`]),
  };
}

export function orderDeliveredEmail(shop: ShopLetterhead, order: Order): EmailContent {
  const subject = `Order ${order.billId} delivered`;
  const line = "Keep fresh meat and fish in the fridge (0-4 °C) and cook it within a day, or freeze it.";
  return {
    subject,
    html: html(
      <Letter shop={shop} heading="Your order is delivered">
        <p>
          Hello {customerName(order)}, your order <strong>{order.billId}</strong> was delivered. Enjoy your meal!
        </p>
        <p>{line}</p>
        <Button href={orderLink(shop, order)}>Review what you bought</Button>
      </Letter>,
    ),
    text: textOf(shop, [
      `Hello ${customerName(order)},`,
      "",
      `your order ${order.billId} was delivered. Enjoy your meal!`,
      line,
      "",
      `Review what you bought: ${orderLink(shop, order)}`,
    ]),
  };
}

export function orderPackedEmail(shop: ShopLetterhead, order: Order): EmailContent {
  const subject = `Order ${order.billId} packed`;
  const weighed = order.products.filter((line) => line.packedGrams !== null).map((line) => `${line.product.name}: ${line.packedGrams} g`);
  return {
    subject,
    html: html(
      <Letter shop={shop} heading="Your order is packed">
        <p>
          Hello {customerName(order)}, your order <strong>{order.billId}</strong> is weighed and packed:
        </p>
        <ul>
          {weighed.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <Button href={orderLink(shop, order)}>See your order</Button>
      </Letter>,
    ),
    text: textOf(shop, [
      `Hello ${customerName(order)},`,
      "",
      `your order ${order.billId} is weighed and packed:`,
      ...weighed.map((line) => `- ${line}`),
      "",
      `See your order: ${orderLink(shop, order)}`,
    ]),
  };
}

export function outForDeliveryEmail(shop: ShopLetterhead, order: Order, riderName: string, deliveryCode: string): EmailContent {
  const subject = `Order ${order.billId} is on its way`;
  const line = `${riderName} is bringing it. Give the delivery code ${deliveryCode} at the door.`;
  return {
    subject,
    html: html(
      <Letter shop={shop} heading="Your order is on its way">
        <p>
          Hello {customerName(order)}, your order <strong>{order.billId}</strong> is out for delivery.
        </p>
        <p>{line}</p>
        <Button href={orderLink(shop, order)}>Follow your order</Button>
      </Letter>,
    ),
    text: textOf(shop, [
      `Hello ${customerName(order)},`,
      "",
      `your order ${order.billId} is out for delivery.`,
      line,
      "",
      `Follow your order: ${orderLink(shop, order)}`,
    ]),
  };
}

/** What a ticket's state means to its customer: opened (with the limits), acknowledged, resolved (how). */
function issueLines(issue: Issue, status: Issue["status"]): { heading: string; lines: string[] } {
  const ticket = issue.ticket;
  if (status === "open")
    return {
      heading: `We have your complaint, ticket ${ticket}`,
      lines: [
        `Your ticket number is ${ticket}. Please quote it if you call or write to us.`,
        "We acknowledge every complaint within 48 hours and resolve it within 30 days.",
      ],
    };
  if (status === "acknowledged")
    return { heading: `We are looking into ticket ${ticket}`, lines: [`Our team has seen your complaint ${ticket} and is working on it.`] };
  const how =
    issue.resolution === "refund"
      ? "We are refunding the items you reported. The money reaches your account in 5-7 business days."
      : issue.resolution === "replacement"
        ? "We will replace the items you reported with your next order."
        : `We could not accept this complaint: ${issue.resolutionNote ?? ""}`;
  return {
    heading: `Ticket ${ticket} is resolved`,
    lines: [how, ...(issue.resolution !== "rejected" && issue.resolutionNote ? [issue.resolutionNote] : [])],
  };
}

export function issueChangedEmail(shop: ShopLetterhead, order: Order, issue: Issue, status: Issue["status"]): EmailContent {
  const { heading, lines } = issueLines(issue, status);
  const subject = `${heading} (order ${order.billId})`;
  return {
    subject,
    html: html(
      <Letter shop={shop} heading={heading}>
        <p>Hello {customerName(order)},</p>
        {lines.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
        <Button href={orderLink(shop, order)}>See your order</Button>
      </Letter>,
    ),
    text: textOf(shop, [`Hello ${customerName(order)},`, "", ...lines, "", `See your order: ${orderLink(shop, order)}`]),
  };
}

export function verifyEmailEmail(shop: ShopLetterhead, username: string, link: string, validHours: number): EmailContent {
  const subject = `Confirm your email for ${shop.name}`;
  const line = `Please confirm that this is your email address. The link works once, for ${validHours} hours.`;
  return {
    subject,
    html: html(
      <Letter shop={shop} heading="Confirm your email">
        <p>Hello {username},</p>
        <p>{line}</p>
        <Button href={link}>Confirm my email</Button>
        <p style={{ color: MUTED, fontSize: "14px" }}>If you did not create an account, ignore this email.</p>
      </Letter>,
    ),
    text: textOf(shop, [
      `Hello ${username},`,
      "",
      line,
      "",
      `Confirm my email: ${link}`,
      "",
      "If you did not create an account, ignore this email.",
    ]),
  };
}

export function resetPasswordEmail(shop: ShopLetterhead, username: string, link: string, validMinutes: number): EmailContent {
  const subject = `Reset your ${shop.name} password`;
  const line = `Someone (we hope you) asked to reset the password of your account. The link works once, for ${validMinutes} minutes, and signs you out everywhere once the new password is set.`;
  return {
    subject,
    html: html(
      <Letter shop={shop} heading="Reset your password">
        <p>Hello {username},</p>
        <p>{line}</p>
        <Button href={link}>Choose a new password</Button>
        <p style={{ color: MUTED, fontSize: "14px" }}>If you did not ask for this, ignore this email: your password stays as it is.</p>
      </Letter>,
    ),
    text: textOf(shop, [
      `Hello ${username},`,
      "",
      line,
      "",
      `Choose a new password: ${link}`,
      "",
      "If you did not ask for this, ignore this email: your password stays as it is.",
    ]),
  };
}

const SIGN_IN_CHANGE_LINES: Record<SignInChange, string> = {
  "password-set": "A password was added to your account. From now on it signs in with that password too.",
  "password-changed": "The password of your account was changed, and your other sign-ins were ended.",
  "google-connected": "A Google account was connected to your account. It can now sign in with Google.",
  "google-connected-password-removed":
    "You signed in with Google. Your email had never been confirmed with the password this account had, so that password was removed and every other sign-in was ended.",
};

/** Whenever a password is set or changed or Google is connected, the owner hears of it. */
export function signInChangedEmail(shop: ShopLetterhead, username: string, change: SignInChange): EmailContent {
  const subject = `How you sign in to ${shop.name} changed`;
  const line = SIGN_IN_CHANGE_LINES[change];
  const warning = `If this was not you, choose "Forgot password?" on ${shop.name} to set a new password, and write to us.`;
  return {
    subject,
    html: html(
      <Letter shop={shop} heading="Your sign-in changed">
        <p>Hello {username},</p>
        <p>{line}</p>
        <p>{warning}</p>
        <Button href={`${shop.publicUrl}/myaccount`}>Go to My Account</Button>
      </Letter>,
    ),
    text: textOf(shop, [`Hello ${username},`, "", line, "", warning, "", `${shop.publicUrl}/myaccount`]),
  };
}

export function resetGoogleAccountEmail(shop: ShopLetterhead, username: string): EmailContent {
  const subject = `About your ${shop.name} password`;
  const line = `Someone asked to reset the password of your account, but you sign in with Google and have no password with us. Use "Continue with Google" to sign in.`;
  return {
    subject,
    html: html(
      <Letter shop={shop} heading="You sign in with Google">
        <p>Hello {username},</p>
        <p>{line}</p>
        <Button href={`${shop.publicUrl}/`}>Go to {shop.name}</Button>
      </Letter>,
    ),
    text: textOf(shop, [`Hello ${username},`, "", line, "", `${shop.publicUrl}/`]),
  };
}

/** The cut and pack a line was sold as ("Steaks · 1 kg"); its grams for an order from before variants. */
function packOf(line: Order["products"][number]): string {
  return line.variant?.label ?? `${line.product.weight} g`;
}
