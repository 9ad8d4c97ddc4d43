import type { Catalogue } from "../../i18n.ts";
import type { policyText } from "../../messages/policy.ts";

export default {
  policies: "नीतियाँ",
  updated: "पिछला बदलाव: {date}",
  contactTitle: "हमसे संपर्क करें",
  contactText: "{name}, {address}। फ़ोन {phone}, ईमेल {email}। हम रोज़ 7 AM से 9 PM तक जवाब देते हैं।",
  otherPolicies: "दूसरी नीतियाँ",
} satisfies Catalogue<typeof policyText>;
