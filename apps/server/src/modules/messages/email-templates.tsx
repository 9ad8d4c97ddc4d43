/** @jsxRuntime automatic @jsxImportSource react */
// (Said here as well as in tsconfig: tsx run from another folder, e.g. the e2e servers, reads that folder's tsconfig.)
import { Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { formatRupees, paiseToRupees, type Issue, type Order, type ShopLocale } from "@taaza/domain";
import { deliveryWhen, EMAIL_WORDS, fill, pieces, type EmailWords } from "./email-words.ts";
import type { SignInChange } from "./notifier.ts";

/**
 * The shop's emails, each in the language the customer shops in (`language`, from their account;
 * the words are in email-words.ts). React renders them to static HTML, which escapes every text
 * it is given (a customer's name, an address line, a product name), so no field can add markup;
 * the plain text part says the same for mail readers without HTML. Styles are inline because
 * many mail readers drop <style> blocks.
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

function Letter({
  shop,
  language,
  heading,
  children,
}: {
  shop: ShopLetterhead;
  language: ShopLocale;
  heading: string;
  children: ReactNode;
}) {
  return (
    <html lang={language}>
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
            {shop.name}, {shop.address}. {questions(shop, language)}
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

/** A sentence of the words with its `{*bold}` variables in bold. */
function Rich({ pattern, values }: { pattern: string; values: Record<string, string | number> }) {
  return (
    <>
      {pieces(pattern, values).map((piece, index) =>
        piece.bold ? <strong key={index}>{piece.text}</strong> : <Fragment key={index}>{piece.text}</Fragment>,
      )}
    </>
  );
}

/** "Hello Kavya, we have your order …": the greeting and the first sentence in one paragraph. */
function Greeting({
  words,
  name,
  pattern,
  values,
}: {
  words: EmailWords;
  name: string;
  pattern: string;
  values: Record<string, string | number>;
}) {
  return (
    <p>
      {fill(words.hello, { name })} <Rich pattern={pattern} values={values} />
    </p>
  );
}

function html(element: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

function questions(shop: ShopLetterhead, language: ShopLocale): string {
  return fill(EMAIL_WORDS[language].questions, { phone: shop.phone, email: shop.email });
}

function textOf(shop: ShopLetterhead, language: ShopLocale, lines: readonly string[]): string {
  return [...lines, "", `${shop.name}, ${shop.address}`, questions(shop, language)].join("\n");
}

function customerName(order: Order): string {
  const a = order.shippingAddress;
  return `${a.firstName} ${a.lastName}`.trim() || order.userId.username;
}

function orderLink(shop: ShopLetterhead, order: Order): string {
  return `${shop.publicUrl}/order/${encodeURIComponent(order._id)}`;
}

function deliveryText(order: Order, language: ShopLocale): string {
  return deliveryWhen(language, order.time.day, order.time.slot);
}

function OrderLines({ order, words }: { order: Order; words: EmailWords }) {
  return (
    <table style={{ width: "100%", borderCollapse: "collapse", margin: "8px 0 16px" }}>
      <tbody>
        {order.products.map((line, index) => (
          <tr key={index}>
            <td style={{ padding: "4px 0" }}>
              {line.product.name} ({packOf(line, words)}) x {line.quantity}
            </td>
            <td style={{ padding: "4px 0", textAlign: "right" }}>{formatRupees(line.price * line.quantity)}</td>
          </tr>
        ))}
        <tr>
          <td style={{ padding: "4px 0" }}>{words.delivery}</td>
          <td style={{ padding: "4px 0", textAlign: "right" }}>{formatRupees(order.deliveryCharges)}</td>
        </tr>
        <tr>
          <td style={{ padding: "8px 0", fontWeight: "bold", borderTop: "1px solid #e5e7eb" }}>{words.totalPaid}</td>
          <td style={{ padding: "8px 0", fontWeight: "bold", borderTop: "1px solid #e5e7eb", textAlign: "right" }}>
            {formatRupees(order.billPrice)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function orderLinesText(order: Order, words: EmailWords): string[] {
  return [
    ...order.products.map(
      (line) => `- ${line.product.name} (${packOf(line, words)}) x ${line.quantity}: ${formatRupees(line.price * line.quantity)}`,
    ),
    `- ${words.delivery}: ${formatRupees(order.deliveryCharges)}`,
    `${words.totalPaid}: ${formatRupees(order.billPrice)}`,
  ];
}

function addressText(order: Order): string {
  const a = order.shippingAddress;
  return [a.address, a.landmark, `${a.city}, ${a.state} ${a.pincode}`].filter((part) => part.trim() !== "").join(", ");
}

export function orderConfirmedEmail(shop: ShopLetterhead, language: ShopLocale, order: Order): EmailContent {
  const words = EMAIL_WORDS[language];
  const when = deliveryText(order, language);
  const values = { billId: order.billId, when, address: addressText(order) };
  const name = customerName(order);
  const link = orderLink(shop, order);
  const bill = order.billNumber ? fill(words.confirmed.bill, { billNumber: order.billNumber }) : null;
  return {
    subject: fill(words.confirmed.subject, values),
    html: html(
      <Letter shop={shop} language={language} heading={words.confirmed.heading}>
        <Greeting words={words} name={name} pattern={words.confirmed.body} values={values} />
        <OrderLines order={order} words={words} />
        {bill ? <p>{bill}</p> : null}
        <Button href={link}>{words.seeOrder}</Button>
      </Letter>,
    ),
    text: textOf(shop, language, [
      fill(words.hello, { name }),
      "",
      fill(words.confirmed.body, values),
      "",
      ...orderLinesText(order, words),
      ...(bill ? ["", bill] : []),
      "",
      `${words.seeOrder}: ${link}`,
    ]),
  };
}

/** `refundPaise`: the refund the cancellation started, null when nothing was left to refund. */
export function orderCancelledEmail(shop: ShopLetterhead, language: ShopLocale, order: Order, refundPaise: number | null): EmailContent {
  const words = EMAIL_WORDS[language];
  const values = { billId: order.billId, when: deliveryText(order, language) };
  const name = customerName(order);
  const refundLine =
    refundPaise !== null
      ? fill(words.cancelled.refundStarted, { amount: formatRupees(paiseToRupees(refundPaise)) })
      : words.cancelled.nothingDue;
  return {
    subject: fill(words.cancelled.subject, values),
    html: html(
      <Letter shop={shop} language={language} heading={words.cancelled.heading}>
        <Greeting words={words} name={name} pattern={words.cancelled.body} values={values} />
        <p>{refundLine}</p>
        <Button href={orderLink(shop, order)}>{words.seeOrder}</Button>
      </Letter>,
    ),
    text: textOf(shop, language, [
      fill(words.hello, { name }),
      "",
      fill(words.cancelled.body, values),
      refundLine,
      "",
      `${words.seeOrder}: ${orderLink(shop, order)}`,
    ]),
  };
}

export function refundProcessedEmail(shop: ShopLetterhead, language: ShopLocale, order: Order, amountPaise: number): EmailContent {
  const words = EMAIL_WORDS[language];
  const values = { amount: formatRupees(paiseToRupees(amountPaise)), billId: order.billId };
  const hello = fill(words.hello, { name: customerName(order) });
  const line = fill(words.refund.body, values);
  return {
    subject: fill(words.refund.subject, values),
    html: html(
      <Letter shop={shop} language={language} heading={words.refund.heading}>
        <p>{hello}</p>
        <p>{line}</p>
        <Button href={orderLink(shop, order)}>{words.seeOrder}</Button>
      </Letter>,
    ),
    text: textOf(shop, language, [hello, "", line, "", `${words.seeOrder}: ${orderLink(shop, order)}`]),
  };
}

export function orderDeliveredEmail(shop: ShopLetterhead, language: ShopLocale, order: Order): EmailContent {
  const words = EMAIL_WORDS[language];
  const values = { billId: order.billId };
  const name = customerName(order);
  return {
    subject: fill(words.delivered.subject, values),
    html: html(
      <Letter shop={shop} language={language} heading={words.delivered.heading}>
        <Greeting words={words} name={name} pattern={words.delivered.body} values={values} />
        <p>{words.delivered.keepFresh}</p>
        <Button href={orderLink(shop, order)}>{words.delivered.button}</Button>
      </Letter>,
    ),
    text: textOf(shop, language, [
      fill(words.hello, { name }),
      "",
      fill(words.delivered.body, values),
      words.delivered.keepFresh,
      "",
      `${words.delivered.button}: ${orderLink(shop, order)}`,
    ]),
  };
}

export function orderPackedEmail(shop: ShopLetterhead, language: ShopLocale, order: Order): EmailContent {
  const words = EMAIL_WORDS[language];
  const values = { billId: order.billId };
  const name = customerName(order);
  const weighed = order.products
    .filter((line) => line.packedGrams !== null)
    .map((line) => `${line.product.name}: ${fill(words.grams, { grams: line.packedGrams ?? 0 })}`);
  return {
    subject: fill(words.packed.subject, values),
    html: html(
      <Letter shop={shop} language={language} heading={words.packed.heading}>
        <Greeting words={words} name={name} pattern={words.packed.body} values={values} />
        <ul>
          {weighed.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <Button href={orderLink(shop, order)}>{words.seeOrder}</Button>
      </Letter>,
    ),
    text: textOf(shop, language, [
      fill(words.hello, { name }),
      "",
      fill(words.packed.body, values),
      ...weighed.map((line) => `- ${line}`),
      "",
      `${words.seeOrder}: ${orderLink(shop, order)}`,
    ]),
  };
}

export function outForDeliveryEmail(
  shop: ShopLetterhead,
  language: ShopLocale,
  order: Order,
  riderName: string,
  deliveryCode: string,
): EmailContent {
  const words = EMAIL_WORDS[language];
  const values = { billId: order.billId };
  const name = customerName(order);
  const line = fill(words.outForDelivery.bringing, { rider: riderName, code: deliveryCode });
  return {
    subject: fill(words.outForDelivery.subject, values),
    html: html(
      <Letter shop={shop} language={language} heading={words.outForDelivery.heading}>
        <Greeting words={words} name={name} pattern={words.outForDelivery.body} values={values} />
        <p>{line}</p>
        <Button href={orderLink(shop, order)}>{words.outForDelivery.button}</Button>
      </Letter>,
    ),
    text: textOf(shop, language, [
      fill(words.hello, { name }),
      "",
      fill(words.outForDelivery.body, values),
      line,
      "",
      `${words.outForDelivery.button}: ${orderLink(shop, order)}`,
    ]),
  };
}

/** What a ticket's state means to its customer: opened (with the limits), acknowledged, resolved (how). */
function issueLines(words: EmailWords["issue"], issue: Issue, status: Issue["status"]): { heading: string; lines: string[] } {
  const ticket = { ticket: issue.ticket };
  if (status === "open") return { heading: fill(words.openHeading, ticket), lines: [fill(words.openTicket, ticket), words.openLimits] };
  if (status === "acknowledged") return { heading: fill(words.acknowledgedHeading, ticket), lines: [fill(words.acknowledged, ticket)] };
  const how =
    issue.resolution === "refund"
      ? words.refund
      : issue.resolution === "replacement"
        ? words.replacement
        : fill(words.rejected, { note: issue.resolutionNote ?? "" });
  return {
    heading: fill(words.resolvedHeading, ticket),
    lines: [how, ...(issue.resolution !== "rejected" && issue.resolutionNote ? [issue.resolutionNote] : [])],
  };
}

export function issueChangedEmail(
  shop: ShopLetterhead,
  language: ShopLocale,
  order: Order,
  issue: Issue,
  status: Issue["status"],
): EmailContent {
  const words = EMAIL_WORDS[language];
  const { heading, lines } = issueLines(words.issue, issue, status);
  const hello = fill(words.hello, { name: customerName(order) });
  return {
    subject: fill(words.issue.subject, { heading, billId: order.billId }),
    html: html(
      <Letter shop={shop} language={language} heading={heading}>
        <p>{hello}</p>
        {lines.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
        <Button href={orderLink(shop, order)}>{words.seeOrder}</Button>
      </Letter>,
    ),
    text: textOf(shop, language, [hello, "", ...lines, "", `${words.seeOrder}: ${orderLink(shop, order)}`]),
  };
}

/** A link the account's owner opens (confirming the email, choosing a password), with its notes. */
function linkEmail(
  shop: ShopLetterhead,
  language: ShopLocale,
  username: string,
  texts: { subject: string; heading: string; body: string; button: string; ignore: string },
  link: string,
): EmailContent {
  const hello = fill(EMAIL_WORDS[language].hello, { name: username });
  return {
    subject: texts.subject,
    html: html(
      <Letter shop={shop} language={language} heading={texts.heading}>
        <p>{hello}</p>
        <p>{texts.body}</p>
        <Button href={link}>{texts.button}</Button>
        <p style={{ color: MUTED, fontSize: "14px" }}>{texts.ignore}</p>
      </Letter>,
    ),
    text: textOf(shop, language, [hello, "", texts.body, "", `${texts.button}: ${link}`, "", texts.ignore]),
  };
}

export function verifyEmailEmail(
  shop: ShopLetterhead,
  language: ShopLocale,
  username: string,
  link: string,
  validHours: number,
): EmailContent {
  const words = EMAIL_WORDS[language].verify;
  const texts = { ...words, subject: fill(words.subject, { shop: shop.name }), body: fill(words.body, { hours: validHours }) };
  return linkEmail(shop, language, username, texts, link);
}

export function resetPasswordEmail(
  shop: ShopLetterhead,
  language: ShopLocale,
  username: string,
  link: string,
  validMinutes: number,
): EmailContent {
  const words = EMAIL_WORDS[language].reset;
  const texts = { ...words, subject: fill(words.subject, { shop: shop.name }), body: fill(words.body, { minutes: validMinutes }) };
  return linkEmail(shop, language, username, texts, link);
}

/** Whenever a password is set or changed or Google is connected, the owner hears of it. */
export function signInChangedEmail(shop: ShopLetterhead, language: ShopLocale, username: string, change: SignInChange): EmailContent {
  const words = EMAIL_WORDS[language];
  const hello = fill(words.hello, { name: username });
  const line = words.signInChanged.changes[change];
  const warning = fill(words.signInChanged.warning, { shop: shop.name });
  return {
    subject: fill(words.signInChanged.subject, { shop: shop.name }),
    html: html(
      <Letter shop={shop} language={language} heading={words.signInChanged.heading}>
        <p>{hello}</p>
        <p>{line}</p>
        <p>{warning}</p>
        <Button href={`${shop.publicUrl}/myaccount`}>{words.signInChanged.button}</Button>
      </Letter>,
    ),
    text: textOf(shop, language, [hello, "", line, "", warning, "", `${shop.publicUrl}/myaccount`]),
  };
}

export function resetGoogleAccountEmail(shop: ShopLetterhead, language: ShopLocale, username: string): EmailContent {
  const words = EMAIL_WORDS[language];
  const hello = fill(words.hello, { name: username });
  return {
    subject: fill(words.resetGoogle.subject, { shop: shop.name }),
    html: html(
      <Letter shop={shop} language={language} heading={words.resetGoogle.heading}>
        <p>{hello}</p>
        <p>{words.resetGoogle.body}</p>
        <Button href={`${shop.publicUrl}/`}>{fill(words.resetGoogle.button, { shop: shop.name })}</Button>
      </Letter>,
    ),
    text: textOf(shop, language, [hello, "", words.resetGoogle.body, "", `${shop.publicUrl}/`]),
  };
}

/** The cut and pack a line was sold as ("Steaks · 1 kg"); its grams for an order from before variants. */
function packOf(line: Order["products"][number], words: EmailWords): string {
  return line.variant?.label ?? fill(words.grams, { grams: line.product.weight });
}
