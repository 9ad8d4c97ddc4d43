import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Issue, Order, Session, ShopLocale } from "@taaza/domain";
import {
  issueChangedEmail,
  orderCancelledEmail,
  orderConfirmedEmail,
  orderDeliveredEmail,
  orderPackedEmail,
  outForDeliveryEmail,
  refundProcessedEmail,
  resetGoogleAccountEmail,
  resetPasswordEmail,
  signInChangedEmail,
  verifyEmailEmail,
  type EmailContent,
} from "../src/modules/messages/email-templates.tsx";
import { outboxMessages } from "../src/platform/database/schema.ts";
import { addAddress, buildPincode, call, MORNING_IST, placeOrder, setCart, silent } from "./support/buying.ts";
import { buildProduct, signUpCustomer } from "./support/factories.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

// Issue 33: every email goes out in the language the customer shops in (the account's), subject
// and body, with Latin digits (docs/decisions/016); English keeps the spec's texts.

const SHOP = { name: "Taaza", address: "Dadar, Mumbai", phone: "9820000000", email: "care@taaza.in", publicUrl: "https://shop.example.in" };
const LANGUAGES: readonly ShopLocale[] = ["en", "mr", "hi"];

const order = {
  _id: "ord-1",
  billId: "#47ABCD",
  billNumber: "TZ/26-27/000123",
  userId: { _id: "u-1", username: "kavya" },
  shippingAddress: {
    firstName: "Kavya",
    lastName: "Rane",
    address: "12 Ranade Road",
    landmark: "",
    city: "Mumbai",
    state: "Maharashtra",
    pincode: "400028",
  },
  time: { day: "2026-11-27", slot: "8AM-10AM" },
  products: [
    {
      product: { name: "Surmai", weight: 500 },
      variant: { _id: "v-1", label: "Steaks · 1 kg" },
      quantity: 2,
      price: 1399,
      packedGrams: 1012,
    },
  ],
  deliveryCharges: 49,
  billPrice: 2847,
} as unknown as Order;

const issue = (over: Partial<Issue>) => ({ ticket: "TZ-T-000007", resolution: null, resolutionNote: null, ...over }) as Issue;

/** Every email the shop sends, with the variables each must carry. */
const EMAILS: { name: string; render: (language: ShopLocale) => EmailContent; carries: string[] }[] = [
  {
    name: "order confirmed",
    render: (l) => orderConfirmedEmail(SHOP, l, order),
    carries: ["#47ABCD", "TZ/26-27/000123", "₹2,847", "₹2,798", "27", "Kavya", "/order/ord-1"],
  },
  { name: "order packed", render: (l) => orderPackedEmail(SHOP, l, order), carries: ["#47ABCD", "Surmai: 1012", "/order/ord-1"] },
  { name: "out for delivery", render: (l) => outForDeliveryEmail(SHOP, l, order, "Sagar", "4821"), carries: ["#47ABCD", "Sagar", "4821"] },
  { name: "delivered", render: (l) => orderDeliveredEmail(SHOP, l, order), carries: ["#47ABCD", "0-4 °C"] },
  {
    name: "cancelled, refund started",
    render: (l) => orderCancelledEmail(SHOP, l, order, 284_700),
    carries: ["#47ABCD", "₹2,847", "5-7", "27"],
  },
  { name: "cancelled, nothing due", render: (l) => orderCancelledEmail(SHOP, l, order, null), carries: ["#47ABCD"] },
  { name: "refund processed", render: (l) => refundProcessedEmail(SHOP, l, order, 69_900), carries: ["#47ABCD", "₹699", "5-7"] },
  {
    name: "ticket opened",
    render: (l) => issueChangedEmail(SHOP, l, order, issue({ status: "open" }), "open"),
    carries: ["TZ-T-000007", "#47ABCD", "48", "30"],
  },
  {
    name: "ticket acknowledged",
    render: (l) => issueChangedEmail(SHOP, l, order, issue({ status: "acknowledged" }), "acknowledged"),
    carries: ["TZ-T-000007", "#47ABCD"],
  },
  {
    name: "ticket resolved by refund",
    render: (l) =>
      issueChangedEmail(SHOP, l, order, issue({ status: "resolved", resolution: "refund", resolutionNote: "Sorry" }), "resolved"),
    carries: ["TZ-T-000007", "#47ABCD", "Sorry"],
  },
  {
    name: "ticket rejected",
    render: (l) =>
      issueChangedEmail(SHOP, l, order, issue({ status: "resolved", resolution: "rejected", resolutionNote: "Photo unclear" }), "resolved"),
    carries: ["TZ-T-000007", "Photo unclear"],
  },
  {
    name: "verify email",
    render: (l) => verifyEmailEmail(SHOP, l, "Kavya", "https://shop.example.in/myaccount#token=abc", 24),
    carries: ["Kavya", "#token=abc", "24", "Taaza"],
  },
  {
    name: "reset password",
    render: (l) => resetPasswordEmail(SHOP, l, "Kavya", "https://shop.example.in/reset-password#token=xyz", 60),
    carries: ["Kavya", "#token=xyz", "60", "Taaza"],
  },
  { name: "reset for a Google account", render: (l) => resetGoogleAccountEmail(SHOP, l, "Kavya"), carries: ["Kavya", "Google", "Taaza"] },
  { name: "password set", render: (l) => signInChangedEmail(SHOP, l, "Kavya", "password-set"), carries: ["Kavya", "/myaccount", "Taaza"] },
  { name: "password changed", render: (l) => signInChangedEmail(SHOP, l, "Kavya", "password-changed"), carries: ["Kavya"] },
  { name: "Google connected", render: (l) => signInChangedEmail(SHOP, l, "Kavya", "google-connected"), carries: ["Kavya", "Google"] },
  {
    name: "Google connected, password removed",
    render: (l) => signInChangedEmail(SHOP, l, "Kavya", "google-connected-password-removed"),
    carries: ["Kavya", "Google"],
  },
];

const DEVANAGARI = /[\u0900-\u097F]/;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/;
/** English words of the letters that must not be left in a Marathi or Hindi one. */
const ENGLISH_WORDS = /\b(Hello|your|order|Order|delivery|Questions|Call|refund|password|ticket|See|the)\b/;

describe("each email in English, Marathi and Hindi", () => {
  for (const email of EMAILS) {
    it(`${email.name}: subject, HTML and text in each language, with its variables and Latin digits`, () => {
      const rendered = Object.fromEntries(LANGUAGES.map((l) => [l, email.render(l)])) as Record<ShopLocale, EmailContent>;
      for (const language of LANGUAGES) {
        const { subject, html, text } = rendered[language];
        expect(html).toContain(`<html lang="${language}">`);
        for (const value of email.carries) {
          expect(`${subject}\n${text}`, `${language} text`).toContain(value);
          expect(subject + html.replaceAll("&amp;", "&"), `${language} html`).toContain(value);
        }
        expect(subject + text).not.toMatch(DEVANAGARI_DIGIT);
        if (language === "en") {
          expect(subject + text).not.toMatch(DEVANAGARI);
          continue;
        }
        expect(subject).toMatch(DEVANAGARI);
        expect(subject, `${language} subject`).not.toMatch(ENGLISH_WORDS);
        // The shop's own name, address and the customer's data stay as they are; every sentence is translated.
        const ownWords = text.replace(
          /Taaza|Dadar, Mumbai|care@taaza\.in|Kavya|Rane|Ranade Road|Mumbai|Maharashtra|Surmai|Steaks|Photo unclear|Sorry|https:\S+/g,
          "",
        );
        expect(ownWords, `${language} text`).not.toMatch(ENGLISH_WORDS);
        expect(subject).not.toBe(rendered.en.subject);
      }
      expect(rendered.mr.text).not.toBe(rendered.hi.text);
    });
  }

  it("English keeps the spec's texts; the delivery is a date in words in each language", () => {
    expect(orderConfirmedEmail(SHOP, "en", order).subject).toBe("Order #47ABCD confirmed: delivery Fri 27 Nov, 8-10 AM");
    expect(orderConfirmedEmail(SHOP, "en", order).text).toContain(
      "we have your order #47ABCD and will deliver it on Fri 27 Nov, 8-10 AM to 12 Ranade Road, Mumbai, Maharashtra 400028.",
    );
    expect(orderCancelledEmail(SHOP, "en", order, 284_700).text).toContain(
      "We have started a refund of ₹2,847 to the way you paid; banks usually take 5-7 working days.",
    );
    expect(verifyEmailEmail(SHOP, "en", "Kavya", "https://x/#token=a", 24).subject).toBe("Confirm your email for Taaza");
    expect(orderConfirmedEmail(SHOP, "mr", order).subject).toBe("ऑर्डर #47ABCD निश्चित: डिलिव्हरी शुक्र, 27 नोव्हें, सकाळी 8-10");
    expect(orderConfirmedEmail(SHOP, "hi", order).subject).toBe("ऑर्डर #47ABCD पक्का: डिलीवरी शुक्र, 27 नव॰, सुबह 8-10 बजे");
    // The bill id and the date are bold in the letter, in every language.
    for (const language of LANGUAGES) expect(orderConfirmedEmail(SHOP, language, order).html).toContain("<strong>#47ABCD</strong>");
  });
});

describe("an order event puts the email in the customer's language in the outbox", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ PUBLIC_URL: "https://shop.example.in" });
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    ctx.setNow(MORNING_IST);
  });

  async function customer(language: ShopLocale | null): Promise<Session> {
    const session = await signUpCustomer(ctx.app);
    if (language) expect((await call(ctx, session, "PUT", `/api/users/${session.user._id}`, { language })).statusCode).toBe(200);
    return session;
  }
  const emailOf = async (userId: string, kind: string) => {
    const rows = await ctx.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, kind), eq(outboxMessages.channel, "email")));
    return rows.find((row) => row.payload.userId === userId)!;
  };

  it("a Marathi customer's order confirmation is a Marathi email; a Hindi one's Hindi; one who never chose, English", async () => {
    await buildPincode(ctx);
    const product = await buildProduct(ctx, { name: "Silver Pomfret" });
    const marathi = await customer("mr");
    const hindi = await customer("hi");
    const english = await customer(null);
    for (const session of [marathi, hindi, english]) {
      await setCart(ctx, session, product.id, 1);
      await addAddress(ctx, session, { firstName: "Kavya" });
      await placeOrder(ctx, session);
    }
    // Recorded in the event's transaction with the account's language, written when it is sent.
    expect(await emailOf(marathi.user._id, "order-confirmed")).toMatchObject({ language: "mr", subject: null, status: "pending" });
    await ctx.modules.messages.dispatchOutbox(null, silent);

    const mr = await emailOf(marathi.user._id, "order-confirmed");
    expect(mr).toMatchObject({ language: "mr", status: "kept" });
    expect(mr.subject).toMatch(/^ऑर्डर #\w+ निश्चित: डिलिव्हरी /);
    expect(mr.textBody).toMatch(/^नमस्कार Kavya/);
    expect(mr.html).toContain('<html lang="mr">');
    expect(mr.textBody).toContain("Silver Pomfret");
    expect(mr.textBody).toContain("एकूण भरलेले: ₹");
    const hi = await emailOf(hindi.user._id, "order-confirmed");
    expect(hi).toMatchObject({ language: "hi" });
    expect(hi.subject).toMatch(/^ऑर्डर #\w+ पक्का: डिलीवरी /);
    expect(hi.textBody).toMatch(/^नमस्ते Kavya/);
    const en = await emailOf(english.user._id, "order-confirmed");
    expect(en).toMatchObject({ language: "en" });
    expect(en.subject).toMatch(/^Order #\w+ confirmed: delivery /);

    // The account emails follow the same language: the sign-up's verification link went out before
    // Marathi was chosen (English), a new one after it is Marathi.
    expect((await call(ctx, marathi, "POST", `/api/users/${marathi.user._id}/verification-email`)).statusCode).toBe(200);
    await ctx.modules.messages.dispatchOutbox(null, silent);
    const links = (await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "verify-email"))).filter(
      (row) => row.payload.userId === marathi.user._id,
    );
    expect(links.map((row) => [row.language, row.subject]).sort()).toEqual([
      ["en", "Confirm your email for Taaza"],
      ["mr", "Taaza साठी तुमचा ईमेल निश्चित करा"],
    ]);
  });
});
