import type { ShopLocale } from "@taaza/domain";
import type { TemplateMessage } from "../../platform/ports/message-channel.ts";

/**
 * What WhatsApp, SMS and push messages say: one registered template per event, in English,
 * Marathi and Hindi, with named variables. WhatsApp sends only templates approved by Meta (the
 * Utility category, named below, one per language code); Indian SMS sends only texts registered
 * on DLT (TRAI's rules), each with its template id, from the registered sender header, with
 * variables only where the registered text has them. The texts here are those registrations
 * word for word: `{name}` marks a variable (DLT's `{#var#}`, WhatsApp's `{{1}}`, in the order of
 * `variables`). No template is marketing.
 */
export interface PhoneTemplate {
  /** The WhatsApp template's name (the same name in each language). */
  whatsapp: string;
  /** The DLT template id the SMS gateway must be given with this text. */
  dltTemplateId: string;
  /** The variables, in the order WhatsApp numbers them. */
  variables: readonly string[];
  text: Record<ShopLocale, string>;
}

export const PHONE_TEMPLATES = {
  "order-confirmed": {
    whatsapp: "taaza_order_confirmed",
    dltTemplateId: "1107172600000000001",
    variables: ["name", "orderId", "total", "billLink"],
    text: {
      en: "Taaza: Hello {name}, your order {orderId} of {total} is confirmed. Your bill: {billLink}",
      mr: "ताज़ा: नमस्कार {name}, तुमची ऑर्डर {orderId} ({total}) निश्चित झाली आहे. तुमचे बिल: {billLink}",
      hi: "ताज़ा: नमस्ते {name}, आपका ऑर्डर {orderId} ({total}) पक्का हो गया है। आपका बिल: {billLink}",
    },
  },
  "order-packed": {
    whatsapp: "taaza_order_packed",
    dltTemplateId: "1107172600000000002",
    variables: ["name", "orderId", "packedWeights"],
    text: {
      en: "Taaza: Hello {name}, your order {orderId} is packed: {packedWeights}.",
      mr: "ताज़ा: नमस्कार {name}, तुमची ऑर्डर {orderId} पॅक झाली आहे: {packedWeights}.",
      hi: "ताज़ा: नमस्ते {name}, आपका ऑर्डर {orderId} पैक हो गया है: {packedWeights}.",
    },
  },
  "out-for-delivery": {
    whatsapp: "taaza_out_for_delivery",
    dltTemplateId: "1107172600000000003",
    variables: ["name", "orderId", "riderName", "deliveryCode"],
    text: {
      en: "Taaza: Hello {name}, {riderName} is bringing your order {orderId}. Give the delivery code {deliveryCode} at the door.",
      mr: "ताज़ा: नमस्कार {name}, {riderName} तुमची ऑर्डर {orderId} घेऊन येत आहेत. दारात डिलिव्हरी कोड {deliveryCode} सांगा.",
      hi: "ताज़ा: नमस्ते {name}, {riderName} आपका ऑर्डर {orderId} ला रहे हैं। दरवाज़े पर डिलीवरी कोड {deliveryCode} बताएँ।",
    },
  },
  "order-delivered": {
    whatsapp: "taaza_order_delivered",
    dltTemplateId: "1107172600000000004",
    variables: ["name", "orderId"],
    text: {
      en: "Taaza: Hello {name}, your order {orderId} was delivered. Thank you for shopping with us.",
      mr: "ताज़ा: नमस्कार {name}, तुमची ऑर्डर {orderId} पोहोचवली आहे. आमच्याकडे खरेदी केल्याबद्दल धन्यवाद.",
      hi: "ताज़ा: नमस्ते {name}, आपका ऑर्डर {orderId} पहुँचा दिया गया है। हमसे ख़रीदारी के लिए धन्यवाद।",
    },
  },
  "order-cancelled": {
    whatsapp: "taaza_order_cancelled",
    dltTemplateId: "1107172600000000005",
    variables: ["name", "orderId", "refund"],
    text: {
      en: "Taaza: Hello {name}, your order {orderId} is cancelled. Refund started: {refund}.",
      mr: "ताज़ा: नमस्कार {name}, तुमची ऑर्डर {orderId} रद्द झाली आहे. परतावा सुरू: {refund}.",
      hi: "ताज़ा: नमस्ते {name}, आपका ऑर्डर {orderId} रद्द हो गया है। रिफ़ंड शुरू: {refund}.",
    },
  },
  "refund-processed": {
    whatsapp: "taaza_refund_processed",
    dltTemplateId: "1107172600000000006",
    variables: ["name", "orderId", "refund"],
    text: {
      en: "Taaza: Hello {name}, your refund of {refund} for order {orderId} is processed.",
      mr: "ताज़ा: नमस्कार {name}, ऑर्डर {orderId} चा {refund} परतावा पूर्ण झाला आहे.",
      hi: "ताज़ा: नमस्ते {name}, ऑर्डर {orderId} का {refund} रिफ़ंड पूरा हो गया है।",
    },
  },
  "ticket-opened": {
    whatsapp: "taaza_ticket_opened",
    dltTemplateId: "1107172600000000007",
    variables: ["name", "orderId", "ticketId"],
    text: {
      en: "Taaza: Hello {name}, we opened ticket {ticketId} about order {orderId}. We will get back to you.",
      mr: "ताज़ा: नमस्कार {name}, ऑर्डर {orderId} बद्दल तिकीट {ticketId} उघडले आहे. आम्ही लवकरच कळवू.",
      hi: "ताज़ा: नमस्ते {name}, ऑर्डर {orderId} के बारे में टिकट {ticketId} खोला गया है। हम जल्द बताएँगे।",
    },
  },
  "ticket-resolved": {
    whatsapp: "taaza_ticket_resolved",
    dltTemplateId: "1107172600000000008",
    variables: ["name", "orderId", "ticketId"],
    text: {
      en: "Taaza: Hello {name}, ticket {ticketId} about order {orderId} is resolved.",
      mr: "ताज़ा: नमस्कार {name}, ऑर्डर {orderId} बद्दलचे तिकीट {ticketId} सोडवले आहे.",
      hi: "ताज़ा: नमस्ते {name}, ऑर्डर {orderId} के बारे में टिकट {ticketId} सुलझ गया है।",
    },
  },
  // Not an order update: the one-time code of phone sign-in (WhatsApp's Authentication category).
  "sign-in-code": {
    whatsapp: "taaza_sign_in_code",
    dltTemplateId: "1107172600000000009",
    variables: ["code"],
    text: {
      en: "Taaza: {code} is your sign-in code. It works for 5 minutes. Do not share it with anyone.",
      mr: "ताज़ा: {code} हा तुमचा साइन-इन कोड आहे. तो 5 मिनिटे चालेल. तो कोणालाही सांगू नका.",
      hi: "ताज़ा: {code} आपका साइन-इन कोड है। यह 5 मिनट तक चलेगा। इसे किसी को न बताएँ।",
    },
  },
} as const satisfies Record<string, PhoneTemplate>;

export type PhoneTemplateKind = keyof typeof PHONE_TEMPLATES;
export const isPhoneTemplateKind = (kind: string): kind is PhoneTemplateKind => Object.hasOwn(PHONE_TEMPLATES, kind);

/**
 * The registered template an outbox row is sent with: its kind, or for a ticket the state it
 * entered (opened, resolved); null when the row has none (it goes by email only).
 */
export function phoneTemplateOf(row: { kind: string; payload: Record<string, unknown> }): PhoneTemplateKind | null {
  if (row.kind === "issue-changed") {
    if (row.payload.status === "open") return "ticket-opened";
    if (row.payload.status === "resolved") return "ticket-resolved";
    return null;
  }
  return isPhoneTemplateKind(row.kind) ? row.kind : null;
}

/** Fills a template in; a variable missing is an error (the registered text has a slot for it). */
export function fillTemplate(kind: PhoneTemplateKind, language: ShopLocale, variables: Record<string, string>): TemplateMessage {
  const template: PhoneTemplate = PHONE_TEMPLATES[kind];
  const ordered: Record<string, string> = {};
  for (const name of template.variables) {
    const value = variables[name];
    if (value === undefined) throw new Error(`${kind} needs ${name}`);
    // WhatsApp refuses new lines and runs of spaces inside a variable.
    ordered[name] = value.replace(/\s+/g, " ").trim();
  }
  const text = template.text[language].replace(/\{(\w+)\}/g, (_m, name: string) => ordered[name] ?? "");
  return { template: template.whatsapp, dltTemplateId: template.dltTemplateId, language, variables: ordered, text };
}
