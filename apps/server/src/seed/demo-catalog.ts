/**
 * Demo catalogue for Taaza: what a fresh meat and seafood shop in Mumbai and Pune would list.
 * Pure data (no I/O). Prices are integer paise; the images are drawn by render-demo-images.ts.
 */
import type { ProductTranslations } from "@taaza/domain";
import { demoTranslationsOf } from "./demo-catalog-translations.ts";

export interface DemoProduct {
  name: string;
  description: string;
  category: string;
  productTag: string;
  note: string;
  weightGrams: number;
  defaultPaise: number;
  salePaise: number | null;
  images: string[];
  inStock: boolean;
  bestseller: boolean;
  isArchived: boolean;
  /** For the bill: see `billingOf`. */
  hsnCode: string;
  gstRate: 0 | 5;
  /** What else Mumbai and Pune call it: see `ALT_NAMES`. */
  altNames: string[];
  /** Its name, description and note in Marathi and Hindi: see demo-catalog-translations.ts. */
  translations: ProductTranslations;
}

export interface DemoPincode {
  pincode: string;
  name: string;
  deliveryChargesPaise: number;
  status: boolean;
}

export interface DemoCreative {
  tag: "desktop" | "mobile";
  media: string;
  /** What the banner's picture says, for people who cannot see it. */
  alt: string;
  /** The page the whole banner opens. */
  link: string;
}

export const demoCategories: string[] = ["SeaWater", "FreshWater", "Prawns", "Crab", "Chicken", "Mutton"];

export const demoTags: string[] = [
  "Pomfret",
  "Surmai",
  "Bangda",
  "Rawas",
  "Bombil",
  "Tuna",
  "Sardine",
  "Rohu",
  "Katla",
  "Tilapia",
  "Basa",
  "Singhara",
  "Tiger Prawns",
  "White Prawns",
  "Mud Crab",
  "Blue Crab",
  "Chicken Curry Cut",
  "Chicken Boneless",
  "Chicken Legs & Wings",
  "Whole Chicken",
  "Chicken Offal",
  "Mutton Curry Cut",
  "Mutton Boneless & Keema",
  "Mutton Chops",
  "Mutton Offal",
];

// Storage notes, one per kind of product.
const NOTE_FISH =
  "Keep refrigerated at 0-4°C and cook within 24 hours. To freeze, pack airtight and keep at -18°C for up to 2 weeks; thaw overnight in the fridge, not on the counter.";
const NOTE_FROZEN_FISH =
  "Delivered frozen in its sealed pack. Keep at -18°C and use by the date on the label; thaw overnight in the fridge and do not refreeze.";
const NOTE_PRAWNS =
  "Keep refrigerated at 0-4°C and cook within 24 hours. Prawns can be frozen at -18°C for up to 2 weeks; thaw in the fridge and do not refreeze.";
const NOTE_LIVE_CRAB = "Delivered live and tied. Keep in a cool, airy place (not in a sealed box or in water) and cook the same day.";
const NOTE_CLEANED_CRAB = "Keep refrigerated at 0-4°C and cook the same day. Cleaned crab does not keep well frozen.";
const NOTE_CHICKEN =
  "Keep refrigerated at 0-4°C and cook within 24 hours. Freeze at -18°C for up to 1 month; once thawed, do not refreeze. Cook until the juices run clear.";
const NOTE_MUTTON = "Keep refrigerated at 0-4°C and cook within 48 hours. Freeze at -18°C for up to 1 month; thaw overnight in the fridge.";
const NOTE_OFFAL = "Keep refrigerated at 0-4°C and cook the same day. Not suitable for freezing after delivery.";

function p(
  name: string,
  category: string,
  productTag: string,
  weightGrams: number,
  defaultRupees: number,
  saleRupees: number | null,
  images: string[],
  description: string,
  note: string,
  flags: { inStock?: boolean; bestseller?: boolean; isArchived?: boolean } = {},
): DemoProduct {
  return {
    name,
    description,
    category,
    productTag,
    note,
    weightGrams,
    defaultPaise: defaultRupees * 100,
    salePaise: saleRupees === null ? null : saleRupees * 100,
    images,
    inStock: flags.inStock ?? true,
    bestseller: flags.bestseller ?? false,
    isArchived: flags.isArchived ?? false,
    ...billingOf(name, category, productTag),
    altNames: ALT_NAMES[name] ?? [],
    translations: demoTranslationsOf(name, note),
  };
}

// Names customers type for each fish and cut besides the shop's own: Marathi (Devanagari and
// the usual Latin spellings), Hindi, English and neighbouring coasts' names. Search folds case,
// accents and script, so "Paplet", "पापलेट" and "paplet" need one entry between them.
const POMFRET_NAMES = ["paplet", "paplate", "pamplet", "silver pomfret", "saranga", "पापलेट", "सरंगा", "पॉम्फ्रेट"];
const SURMAI_NAMES = ["seer fish", "seer", "king fish", "kingfish", "surmayi", "vanjaram", "सुरमई"];
const BANGDA_NAMES = ["bangada", "bangdo", "mackerel", "बांगडा", "बांगड़ा"];
const RAWAS_NAMES = ["indian salmon", "raavas", "रावस"];
const BOMBIL_NAMES = ["bombay duck", "bombli", "bumla", "बोंबील", "बॉम्बे डक"];
const TUNA_NAMES = ["kupa", "yellowfin", "कुपा", "टूना"];
const ROHU_NAMES = ["rui", "rohu fish", "रोहू"];
const KATLA_NAMES = ["catla", "कतला", "कटला"];
const PRAWNS_NAMES = ["kolambi", "jhinga", "jinga", "shrimp", "कोळंबी", "झींगा"];
const CRAB_NAMES = ["khekda", "kekda", "खेकडा", "केकड़ा"];
const CHICKEN_NAMES = ["kombdi", "murga", "murgi", "कोंबडी", "मुर्गा", "चिकन"];
const MUTTON_NAMES = ["goat meat", "bakra", "matan", "मटण", "मटन"];

const ALT_NAMES: Record<string, string[]> = {
  "Pomfret Whole (Medium)": POMFRET_NAMES,
  "Pomfret Steaks": POMFRET_NAMES,
  "Black Pomfret (Halwa) Whole": ["halwa", "halva", "black paplet", "हलवा"],
  "Surmai (King Fish) Steaks": SURMAI_NAMES,
  "Surmai (King Fish) Whole Cleaned": SURMAI_NAMES,
  "Bangda (Indian Mackerel) Whole": BANGDA_NAMES,
  "Bangda Cleaned (Ready to Fry)": BANGDA_NAMES,
  "Rawas (Indian Salmon) Steaks": RAWAS_NAMES,
  "Rawas Fillet (Boneless)": RAWAS_NAMES,
  "Bombil (Bombay Duck) Whole": BOMBIL_NAMES,
  "Bombil Butterfly Cut": BOMBIL_NAMES,
  "Tuna Steaks (Kupa)": TUNA_NAMES,
  "Tuna Cubes (Curry Cut)": TUNA_NAMES,
  "Tarli (Indian Oil Sardine)": ["sardine", "tarali", "pedve", "mathi", "तारली", "पेडवे", "सार्डिन"],
  "Rohu Curry Cut": ROHU_NAMES,
  "Rohu Whole Cleaned": ROHU_NAMES,
  "Katla Curry Cut": KATLA_NAMES,
  "Katla Steaks (Bengali Cut)": KATLA_NAMES,
  "Tilapia Whole": ["tilapiya", "तिलापिया"],
  "Tilapia Fillet": ["tilapiya", "तिलापिया"],
  "Basa Fillet (Boneless)": ["pangasius", "basa fish", "बासा"],
  "Singhara (Catfish) Curry Cut": ["singhada", "seenghala", "सिंघाड़ा"],
  "Tiger Prawns Whole (Large)": [...PRAWNS_NAMES, "tiger kolambi", "टायगर कोळंबी"],
  "Tiger Prawns Cleaned & Deveined": [...PRAWNS_NAMES, "tiger kolambi", "टायगर कोळंबी"],
  "Jumbo Tiger Prawns": [...PRAWNS_NAMES, "tiger kolambi", "टायगर कोळंबी"],
  "Tiger Prawns Butterfly (Tail On)": [...PRAWNS_NAMES, "tiger kolambi", "टायगर कोळंबी"],
  "White Prawns Whole (Medium)": PRAWNS_NAMES,
  "White Prawns Cleaned & Deveined": PRAWNS_NAMES,
  "Small Prawns (Kolambi) Cleaned": ["kolmi", "jhinga", "shrimp", "कोळंबी", "झींगा"],
  "Mud Crab Live (Medium)": CRAB_NAMES,
  "Mud Crab Live (Jumbo)": CRAB_NAMES,
  "Mud Crab Cleaned & Cut": CRAB_NAMES,
  "Blue Crab Whole": [...CRAB_NAMES, "chimbori", "चिंबोरी"],
  "Blue Crab Cleaned": [...CRAB_NAMES, "chimbori", "चिंबोरी"],
  "Chicken Curry Cut (With Skin)": CHICKEN_NAMES,
  "Chicken Curry Cut (Skinless)": CHICKEN_NAMES,
  "Chicken Curry Cut Family Pack": CHICKEN_NAMES,
  "Chicken Breast Boneless": [...CHICKEN_NAMES, "boneless chicken"],
  "Chicken Thigh Boneless": [...CHICKEN_NAMES, "boneless chicken"],
  "Chicken Keema": ["kheema", "qeema", "chicken mince", "चिकन खिमा", "चिकन कीमा"],
  "Chicken Drumsticks": ["tangdi", "leg piece", "टंगडी", "टंगड़ी"],
  "Chicken Wings": ["wings", "चिकन विंग्स"],
  "Whole Chicken (Skinless)": CHICKEN_NAMES,
  "Chicken Liver & Gizzard": ["kaleji", "gizzard", "कलेजी"],
  "Mutton Curry Cut (Goat)": MUTTON_NAMES,
  "Mutton Curry Cut Family Pack": MUTTON_NAMES,
  "Mutton Biryani Cut": MUTTON_NAMES,
  "Mutton Boneless": [...MUTTON_NAMES, "boneless mutton"],
  "Mutton Keema": ["kheema", "qeema", "mutton mince", "मटण खिमा", "मटन कीमा"],
  "Mutton Chops": ["chaap", "mutton chaap", "मटण चॉप्स", "मटन चाप"],
  "Mutton Liver (Kaleji)": ["kaleji", "kalij", "liver", "कलेजी", "काळीज"],
};

/** Sold frozen and pre-packed with a label, so taxed at 5%; everything else is sold fresh. */
const FROZEN_PACKED = new Set(["Basa Fillet (Boneless)"]);

/**
 * HSN code and GST rate as a Maharashtra shop would bill them: fresh or chilled whole fish 0302,
 * fillets and steaks 0304, prawns and crab 0306, chicken 0207, mutton 0204, mutton offal 0206,
 * all exempt; frozen, pre-packaged and labelled goods 5%.
 */
function billingOf(name: string, category: string, productTag: string): { hsnCode: string; gstRate: 0 | 5 } {
  const gstRate = FROZEN_PACKED.has(name) ? 5 : 0;
  if (category === "Prawns" || category === "Crab") return { hsnCode: "0306", gstRate };
  if (category === "Chicken") return { hsnCode: "0207", gstRate };
  if (category === "Mutton") return { hsnCode: productTag === "Mutton Offal" ? "0206" : "0204", gstRate };
  return { hsnCode: /fillet|steak/i.test(name) ? "0304" : "0302", gstRate };
}

export const demoProducts: DemoProduct[] = [
  // ---------------------------------------------------------------- SeaWater
  p(
    "Pomfret Whole (Medium)",
    "SeaWater",
    "Pomfret",
    500,
    899,
    799,
    ["demo-pomfret-whole.webp", "demo-pomfret-whole-2.webp"],
    "Silver pomfret (paplet) from the morning catch at Sassoon Dock, 2-3 fish to the 500 g. Scaled, gutted and gill-cleaned, with the head and tail left on.\nPerfect for tawa fry or a Parsi-style patra ni machhi.",
    NOTE_FISH,
    { bestseller: true },
  ),
  p(
    "Pomfret Steaks",
    "SeaWater",
    "Pomfret",
    500,
    949,
    849,
    ["demo-pomfret-steaks.webp"],
    "Large silver pomfret cut into even 2 cm steaks, cleaned and ready to marinate. Sweet, delicate white flesh that holds its shape in a rava fry.",
    NOTE_FISH,
  ),
  p(
    "Black Pomfret (Halwa) Whole",
    "SeaWater",
    "Pomfret",
    500,
    599,
    529,
    ["demo-black-pomfret-whole.webp"],
    "Black pomfret, firmer and richer than the silver kind, cleaned with the head on. Great in a Goan recheado masala or a simple haldi-mirchi fry.",
    NOTE_FISH,
  ),
  p(
    "Surmai (King Fish) Steaks",
    "SeaWater",
    "Surmai",
    500,
    799,
    699,
    ["demo-surmai-steaks.webp", "demo-surmai-steaks-2.webp"],
    "Thick, boneless-centre steaks of seer fish, cut across the body so every slice has the same cook time. Mumbai's favourite for a crisp tawa fry with kokum and red chilli.",
    NOTE_FISH,
    { bestseller: true },
  ),
  p(
    "Surmai (King Fish) Whole Cleaned",
    "SeaWater",
    "Surmai",
    1000,
    1399,
    1249,
    ["demo-surmai-whole.webp"],
    "One whole king fish of about 1 kg, gutted and cleaned, head on. Roast it whole for a festive tandoori surmai or cut it into steaks at home.",
    NOTE_FISH,
  ),
  p(
    "Bangda (Indian Mackerel) Whole",
    "SeaWater",
    "Bangda",
    500,
    249,
    199,
    ["demo-bangda-whole.webp", "demo-bangda-whole-2.webp"],
    "Plump, shiny bangda, 4-5 fish to the 500 g, scaled and gutted. Rich in omega-3 and full of flavour: stuff with green masala or cook in a tangy Malvani tikhla.",
    NOTE_FISH,
    { bestseller: true },
  ),
  p(
    "Bangda Cleaned (Ready to Fry)",
    "SeaWater",
    "Bangda",
    500,
    299,
    null,
    ["demo-bangda-cleaned.webp"],
    "Mackerel with the head removed, slit and cleaned, ready for a quick rub of masala. Slashed on both sides so the masala gets right in.",
    NOTE_FISH,
  ),
  p(
    "Rawas (Indian Salmon) Steaks",
    "SeaWater",
    "Rawas",
    500,
    899,
    799,
    ["demo-rawas-steaks.webp"],
    "Steaks of Indian salmon with its soft, pinkish, mildly flavoured flesh and very few bones. Lovely in a Koli fish curry or grilled with a lemon-garlic rub.",
    NOTE_FISH,
  ),
  p(
    "Rawas Fillet (Boneless)",
    "SeaWater",
    "Rawas",
    250,
    599,
    null,
    ["demo-rawas-fillet.webp"],
    "Skin-on fillets cut from large rawas, pin-boned by hand. Pan-sear skin side down for a crisp finish, or cube for tikka.",
    NOTE_FISH,
  ),
  p(
    "Bombil (Bombay Duck) Whole",
    "SeaWater",
    "Bombil",
    500,
    229,
    199,
    ["demo-bombil-whole.webp"],
    "Fresh, soft Bombay duck from the Versova boats, cleaned with the head removed. Press lightly, coat in rava and fry until golden for the classic bombil fry.",
    NOTE_FISH,
  ),
  p(
    "Bombil Butterfly Cut",
    "SeaWater",
    "Bombil",
    250,
    179,
    null,
    ["demo-bombil-butterfly.webp"],
    "Bombil opened flat and the centre bone removed, ready to marinate and fry. Fresh bombil is delicate, so we cut it only when it is very fresh.",
    NOTE_FISH,
    { inStock: false },
  ),
  p(
    "Tuna Steaks (Kupa)",
    "SeaWater",
    "Tuna",
    500,
    449,
    399,
    ["demo-tuna-steaks.webp"],
    "Deep-red yellowfin tuna steaks, about 2 cm thick. Meaty and lean: sear quickly for a pink middle, or slow-cook in a coconut curry.",
    NOTE_FISH,
  ),
  p(
    "Tuna Cubes (Curry Cut)",
    "SeaWater",
    "Tuna",
    500,
    429,
    null,
    ["demo-tuna-curry-cut.webp"],
    "Yellowfin tuna cut into bite-size pieces for curries and fried masala. Firm pieces that stay whole in the pot.",
    NOTE_FISH,
  ),
  p(
    "Tarli (Indian Oil Sardine)",
    "SeaWater",
    "Sardine",
    500,
    169,
    149,
    ["demo-tarli-whole.webp"],
    "Small, silvery oil sardines, 8-10 to the 500 g, scaled and gutted. Full-flavoured and excellent value: fry crisp or cook in a Kerala-style mulakittathu.",
    NOTE_FISH,
  ),

  // ---------------------------------------------------------------- FreshWater
  p(
    "Rohu Curry Cut",
    "FreshWater",
    "Rohu",
    500,
    229,
    199,
    ["demo-rohu-curry-cut.webp"],
    "Rohu from Andhra farms, scaled and cut into curry-size pieces with the bone in. Sweet, mild flesh, the fish for a Bengali macher jhol or a mustard curry.",
    NOTE_FISH,
  ),
  p(
    "Rohu Whole Cleaned",
    "FreshWater",
    "Rohu",
    1000,
    399,
    359,
    ["demo-rohu-whole.webp"],
    "One whole rohu of about 1 kg, scaled and gutted, head on. Bake it whole with mustard paste, and keep the head for muri ghonto.",
    NOTE_FISH,
  ),
  p(
    "Katla Curry Cut",
    "FreshWater",
    "Katla",
    500,
    269,
    239,
    ["demo-katla-curry-cut.webp"],
    "Firm katla cut into bone-in curry pieces, scaled and washed. Holds together beautifully in kalia and doi maach.",
    NOTE_FISH,
  ),
  p(
    "Katla Steaks (Bengali Cut)",
    "FreshWater",
    "Katla",
    500,
    299,
    null,
    ["demo-katla-steaks.webp"],
    "Broad round steaks cut from large katla, the way Kolkata fishmongers cut it. Fry in mustard oil with turmeric and salt.",
    NOTE_FISH,
  ),
  p(
    "Tilapia Whole",
    "FreshWater",
    "Tilapia",
    500,
    179,
    null,
    ["demo-tilapia-whole.webp"],
    "Farm-raised tilapia, 1-2 fish to the 500 g, scaled and gutted. Mild and versatile: great grilled whole with a green chutney rub.",
    NOTE_FISH,
  ),
  p(
    "Tilapia Fillet",
    "FreshWater",
    "Tilapia",
    250,
    219,
    null,
    ["demo-tilapia-fillet.webp"],
    "Skinless, boneless tilapia fillets with clean white flesh. Quick to cook, ideal for kids and for fish fingers.",
    NOTE_FISH,
  ),
  p(
    "Basa Fillet (Boneless)",
    "FreshWater",
    "Basa",
    500,
    349,
    299,
    ["demo-basa-fillet.webp", "demo-basa-fillet-2.webp"],
    "Thick, snow-white basa fillets, fully boneless and skinless, frozen at source and sold in a sealed, labelled pack. A mild fish that takes any marinade, from lemon-pepper to Amritsari.",
    NOTE_FROZEN_FISH,
    { bestseller: true },
  ),
  p(
    "Singhara (Catfish) Curry Cut",
    "FreshWater",
    "Singhara",
    500,
    399,
    359,
    ["demo-singhara-curry-cut.webp"],
    "River catfish with firm, almost boneless flesh, skinned and cut into curry pieces. A North Indian favourite for a rich, spicy gravy.",
    NOTE_FISH,
  ),

  // ---------------------------------------------------------------- Prawns
  p(
    "Tiger Prawns Whole (Large)",
    "Prawns",
    "Tiger Prawns",
    500,
    749,
    649,
    ["demo-tiger-prawns-whole.webp", "demo-tiger-prawns-whole-2.webp"],
    "Large black tiger prawns, 15-20 to the 500 g, with heads and shells on. Firm, sweet and spectacular grilled with garlic butter or in a Goan prawn curry.",
    NOTE_PRAWNS,
    { bestseller: true },
  ),
  p(
    "Tiger Prawns Cleaned & Deveined",
    "Prawns",
    "Tiger Prawns",
    250,
    499,
    449,
    ["demo-tiger-prawns-cleaned.webp"],
    "Tiger prawns peeled, deveined and washed, tail off, ready for the pan. 250 g of clean meat, cut from about 500 g of whole prawns.",
    NOTE_PRAWNS,
  ),
  p(
    "Jumbo Tiger Prawns",
    "Prawns",
    "Tiger Prawns",
    500,
    1199,
    1049,
    ["demo-jumbo-prawns.webp"],
    "Jumbo tiger prawns, 8-10 to the 500 g, shell-on for grilling. The centrepiece of a tandoori platter or a butter-garlic special.",
    NOTE_PRAWNS,
  ),
  p(
    "Tiger Prawns Butterfly (Tail On)",
    "Prawns",
    "Tiger Prawns",
    250,
    529,
    479,
    ["demo-prawns-butterfly.webp"],
    "Peeled tiger prawns with the tail on, split down the back and opened flat. Cook evenly in two minutes; ideal for a crumb fry or tempura.",
    NOTE_PRAWNS,
  ),
  p(
    "White Prawns Whole (Medium)",
    "Prawns",
    "White Prawns",
    500,
    449,
    399,
    ["demo-white-prawns-whole.webp"],
    "Medium white prawns from the Konkan coast, 30-40 to the 500 g, head and shell on. Sweet and tender: the everyday prawn for kolambi bhaat and fry.",
    NOTE_PRAWNS,
  ),
  p(
    "White Prawns Cleaned & Deveined",
    "Prawns",
    "White Prawns",
    250,
    329,
    289,
    ["demo-white-prawns-cleaned.webp", "demo-white-prawns-cleaned-2.webp"],
    "White prawns peeled and deveined, tail off, ready to cook. No mess in your kitchen, and no sand vein.",
    NOTE_PRAWNS,
    { bestseller: true },
  ),
  p(
    "Small Prawns (Kolambi) Cleaned",
    "Prawns",
    "White Prawns",
    250,
    229,
    null,
    ["demo-small-prawns-cleaned.webp"],
    "Small kolambi, peeled and deveined: the ones for prawn pickle, koliwada fry and prawn pulao.",
    NOTE_PRAWNS,
  ),

  // ---------------------------------------------------------------- Crab
  p(
    "Mud Crab Live (Medium)",
    "Crab",
    "Mud Crab",
    500,
    599,
    549,
    ["demo-mud-crab-live.webp", "demo-mud-crab-live-2.webp"],
    "A live mud crab of about 500 g with heavy, meaty claws, tied for safe handling. Delivered live so it is perfectly fresh when it hits the pot.",
    NOTE_LIVE_CRAB,
  ),
  p(
    "Mud Crab Live (Jumbo)",
    "Crab",
    "Mud Crab",
    1000,
    1399,
    null,
    ["demo-mud-crab-jumbo.webp"],
    "A single jumbo mud crab of about 1 kg, full of sweet meat. The one for a special-occasion pepper crab or Mangalorean ghee roast.",
    NOTE_LIVE_CRAB,
    { inStock: false },
  ),
  p(
    "Mud Crab Cleaned & Cut",
    "Crab",
    "Mud Crab",
    500,
    649,
    579,
    ["demo-mud-crab-cleaned.webp"],
    "Mud crab with the top shell and gills removed, cut into halves with the claws cracked. Straight into your masala, no fuss.",
    NOTE_CLEANED_CRAB,
  ),
  p(
    "Blue Crab Whole",
    "Crab",
    "Blue Crab",
    500,
    349,
    299,
    ["demo-blue-crab-whole.webp"],
    "Blue swimmer crabs, 2-3 to the 500 g, fresh from the Mumbai catch. Delicate, sweet meat for a coastal crab curry.",
    NOTE_CLEANED_CRAB,
  ),
  p(
    "Blue Crab Cleaned",
    "Crab",
    "Blue Crab",
    500,
    399,
    null,
    ["demo-blue-crab-cleaned.webp"],
    "Blue crabs cleaned and halved, ready to cook. Simmer in a coconut-based Malvani curry for 12-15 minutes.",
    NOTE_CLEANED_CRAB,
  ),

  // ---------------------------------------------------------------- Chicken
  p(
    "Chicken Curry Cut (With Skin)",
    "Chicken",
    "Chicken Curry Cut",
    500,
    219,
    189,
    ["demo-chicken-curry-cut-skin.webp"],
    "Farm-fresh chicken cut into 12-14 bone-in pieces with the skin on for extra flavour. Cut fresh every morning, never frozen.",
    NOTE_CHICKEN,
  ),
  p(
    "Chicken Curry Cut (Skinless)",
    "Chicken",
    "Chicken Curry Cut",
    500,
    229,
    199,
    ["demo-chicken-curry-cut.webp", "demo-chicken-curry-cut-2.webp"],
    "Skinless, bone-in pieces from the leg, breast and wing, cleaned and washed. Our best-selling cut for a Sunday chicken curry.",
    NOTE_CHICKEN,
    { bestseller: true },
  ),
  p(
    "Chicken Curry Cut Family Pack",
    "Chicken",
    "Chicken Curry Cut",
    1000,
    429,
    379,
    ["demo-chicken-curry-cut-family.webp"],
    "A full kilo of skinless curry-cut chicken for the family or a biryani. Same fresh cut, better value.",
    NOTE_CHICKEN,
  ),
  p(
    "Chicken Breast Boneless",
    "Chicken",
    "Chicken Boneless",
    500,
    299,
    269,
    ["demo-chicken-breast.webp", "demo-chicken-breast-2.webp"],
    "Lean, trimmed breast fillets with the inner fillet, skinless and boneless. High in protein; grill, stir-fry or cube for butter chicken.",
    NOTE_CHICKEN,
    { bestseller: true },
  ),
  p(
    "Chicken Thigh Boneless",
    "Chicken",
    "Chicken Boneless",
    500,
    329,
    null,
    ["demo-chicken-thigh-boneless.webp"],
    "Juicy boneless thigh meat that stays tender even on high heat. The cut for tikka, kebabs and shawarma.",
    NOTE_CHICKEN,
  ),
  p(
    "Chicken Keema",
    "Chicken",
    "Chicken Boneless",
    500,
    279,
    null,
    ["demo-chicken-keema.webp"],
    "Lean chicken mince ground fresh from boneless meat. Light and quick to cook: for keema pav, cutlets and stuffed parathas.",
    NOTE_CHICKEN,
  ),
  p(
    "Chicken Drumsticks",
    "Chicken",
    "Chicken Legs & Wings",
    500,
    249,
    229,
    ["demo-chicken-drumsticks.webp"],
    "Skinless drumsticks, 5-6 to the 500 g, scored for marinades. Made for tandoori and the air fryer.",
    NOTE_CHICKEN,
  ),
  p(
    "Chicken Wings",
    "Chicken",
    "Chicken Legs & Wings",
    500,
    199,
    null,
    ["demo-chicken-wings.webp"],
    "Whole wings with the skin on, cleaned and trimmed. Toss in peri-peri or a sticky chilli glaze for game night.",
    NOTE_CHICKEN,
    { inStock: false },
  ),
  p(
    "Whole Chicken (Skinless)",
    "Chicken",
    "Whole Chicken",
    1000,
    299,
    null,
    ["demo-whole-chicken.webp"],
    "A whole dressed chicken of about 1 kg, skinless and cleaned. Roast it whole with a tandoori rub, or joint it at home for two meals.",
    NOTE_CHICKEN,
  ),
  p(
    "Chicken Liver & Gizzard",
    "Chicken",
    "Chicken Offal",
    500,
    149,
    null,
    ["demo-chicken-liver-gizzard.webp"],
    "Fresh chicken liver and gizzard, cleaned and trimmed. Fry with onions and pepper for a classic Irani-café style masala.",
    NOTE_OFFAL,
    { isArchived: true },
  ),

  // ---------------------------------------------------------------- Mutton
  p(
    "Mutton Curry Cut (Goat)",
    "Mutton",
    "Mutton Curry Cut",
    500,
    529,
    489,
    ["demo-mutton-curry-cut.webp", "demo-mutton-curry-cut-2.webp"],
    "Tender young goat, cut into bone-in curry pieces from the shoulder and leg with a little fat for flavour. Cut fresh every morning.",
    NOTE_MUTTON,
    { bestseller: true },
  ),
  p(
    "Mutton Curry Cut Family Pack",
    "Mutton",
    "Mutton Curry Cut",
    1000,
    999,
    939,
    ["demo-mutton-curry-cut-family.webp"],
    "A kilo of fresh goat curry cut for a Sunday mutton rassa or a big pot of kosha mangsho. The same careful cut, better value.",
    NOTE_MUTTON,
  ),
  p(
    "Mutton Biryani Cut",
    "Mutton",
    "Mutton Curry Cut",
    500,
    549,
    499,
    ["demo-mutton-biryani-cut.webp"],
    "Larger bone-in pieces with marrow bones and a good share of meat, cut for dum biryani. Stays juicy through the long cook.",
    NOTE_MUTTON,
  ),
  p(
    "Mutton Boneless",
    "Mutton",
    "Mutton Boneless & Keema",
    500,
    699,
    649,
    ["demo-mutton-boneless.webp"],
    "Boneless goat leg meat, trimmed of sinew and cut into cubes. For seekh-style kebabs, pepper fry and quick curries.",
    NOTE_MUTTON,
  ),
  p(
    "Mutton Keema",
    "Mutton",
    "Mutton Boneless & Keema",
    500,
    569,
    529,
    ["demo-mutton-keema.webp"],
    "Goat mince ground fresh from leg and shoulder, with just enough fat for flavour. For kheema pav, kofta and keema matar.",
    NOTE_MUTTON,
  ),
  p(
    "Mutton Chops",
    "Mutton",
    "Mutton Chops",
    500,
    649,
    null,
    ["demo-mutton-chops.webp"],
    "Rib chops, 6-8 to the 500 g, cut from the rack with the bone on. Marinate overnight and pan-fry, or slow-cook Bohri style.",
    NOTE_MUTTON,
  ),
  p(
    "Mutton Liver (Kaleji)",
    "Mutton",
    "Mutton Offal",
    250,
    199,
    null,
    ["demo-mutton-liver.webp"],
    "Fresh goat liver, cleaned and cut into pieces. Rich in iron; a quick kaleji fry with onions is ready in ten minutes.",
    NOTE_OFFAL,
  ),
];

export const demoPincodes: DemoPincode[] = [
  // Mumbai (island city and suburbs)
  { pincode: "400001", name: "Fort, Mumbai", deliveryChargesPaise: 0, status: true },
  { pincode: "400005", name: "Colaba, Mumbai", deliveryChargesPaise: 0, status: true },
  { pincode: "400016", name: "Mahim, Mumbai", deliveryChargesPaise: 1900, status: true },
  { pincode: "400028", name: "Dadar West, Mumbai", deliveryChargesPaise: 1900, status: true },
  { pincode: "400050", name: "Bandra West, Mumbai", deliveryChargesPaise: 1900, status: true },
  { pincode: "400053", name: "Andheri West, Mumbai", deliveryChargesPaise: 2900, status: true },
  { pincode: "400061", name: "Versova, Mumbai", deliveryChargesPaise: 2900, status: true },
  { pincode: "400063", name: "Goregaon East, Mumbai", deliveryChargesPaise: 2900, status: true },
  { pincode: "400076", name: "Powai, Mumbai", deliveryChargesPaise: 2900, status: true },
  { pincode: "400092", name: "Borivali West, Mumbai", deliveryChargesPaise: 3900, status: true },
  // Thane
  { pincode: "400601", name: "Thane West", deliveryChargesPaise: 3900, status: true },
  { pincode: "400607", name: "Majiwada, Thane", deliveryChargesPaise: 3900, status: true },
  // Navi Mumbai
  { pincode: "400703", name: "Vashi, Navi Mumbai", deliveryChargesPaise: 3900, status: true },
  { pincode: "400706", name: "Nerul, Navi Mumbai", deliveryChargesPaise: 3900, status: true },
  { pincode: "400614", name: "CBD Belapur, Navi Mumbai", deliveryChargesPaise: 3900, status: true },
  // Pune
  { pincode: "411001", name: "Pune Camp", deliveryChargesPaise: 4900, status: true },
  { pincode: "411038", name: "Kothrud, Pune", deliveryChargesPaise: 4900, status: true },
  { pincode: "411045", name: "Baner, Pune", deliveryChargesPaise: 4900, status: true },
  { pincode: "411057", name: "Hinjewadi, Pune", deliveryChargesPaise: 4900, status: true },
  // Not served yet: listed so the "we don't deliver here yet" path can be tried.
  { pincode: "410206", name: "Panvel", deliveryChargesPaise: 4900, status: false },
];

// The banners' words as drawn (art/scenes.ts), so the alt text says what the picture says.
const FRESH_CATCH = {
  alt: "Fresh catch, from the morning boats: pomfret, surmai and prawns, cleaned and cut to order. Shop seafood",
  link: "/category/SeaWater",
};
const PRAWNS = { alt: "Tiger prawns, cleaned and deveined: peeled by hand and ready for the pan. Order prawns", link: "/category/Prawns" };
const MUTTON_BANNER = { alt: "Mutton curry cut, cut fresh daily: tender young goat, bone-in. Shop mutton", link: "/category/Mutton" };

export const demoCreatives: DemoCreative[] = [
  { tag: "desktop", media: "banner-fresh-catch-desktop.webp", ...FRESH_CATCH },
  { tag: "desktop", media: "banner-prawns-desktop.webp", ...PRAWNS },
  { tag: "desktop", media: "banner-mutton-desktop.webp", ...MUTTON_BANNER },
  { tag: "mobile", media: "banner-fresh-catch-mobile.webp", ...FRESH_CATCH },
  { tag: "mobile", media: "banner-prawns-mobile.webp", ...PRAWNS },
  { tag: "mobile", media: "banner-mutton-mobile.webp", ...MUTTON_BANNER },
];

export interface DemoDetails {
  netWeightGrams: number;
  grossWeightGrams: number;
  pieces: number | null;
  serves: number;
}

// How much of the bought weight is left after cleaning, by cut: the gross weight is what the
// fishmonger weighs before cleaning, the net weight (the pack's weight) is what is delivered.
const YIELD: [RegExp, number][] = [
  [/Live|Tiger Prawns Whole|White Prawns Whole|Jumbo Tiger|With Skin|Wings|Drumsticks|Liver|Gizzard|Keema|Chops/, 1],
  [/Fillet|Breast|Thigh|Boneless/, 0.6],
  [/Prawns.*(Cleaned|Butterfly)|Kolambi/, 0.6],
  [/Crab Cleaned|Crab Cleaned & Cut/, 0.7],
  [/Whole/, 0.75],
];
const PIECES: [RegExp, number | null][] = [
  [/Keema|Liver|Gizzard|Small Prawns/, null],
  [/Whole Chicken|Surmai .*Whole|Rohu Whole|Mud Crab Live \(Jumbo\)/, 1],
  [/Black Pomfret|Mud Crab Live|Tilapia Whole|Chicken Breast/, 2],
  [/Pomfret Whole/, 3],
  [/Blue Crab|Chicken Thigh|Bangda|Drumsticks|Fillet/, 4],
  [/Steaks|Chops|Butterfly Cut/, 6],
  [/Jumbo|Wings/, 8],
  [/Bombil|Tarli|Tiger Prawns Butterfly/, 10],
  [/Tiger Prawns Whole/, 15],
  [/Cleaned & Deveined|White Prawns Whole/, 20],
];

/** Net and gross weight, pieces and serves for a demo product, from its name and pack weight. */
export function demoDetails(product: Pick<DemoProduct, "name" | "weightGrams">): DemoDetails {
  const { name, weightGrams } = product;
  const yieldShare = YIELD.find(([pattern]) => pattern.test(name))?.[1] ?? 0.85;
  const pieces = PIECES.find(([pattern]) => pattern.test(name));
  // Curry cuts and cubes: about 12 pieces to the 500 g.
  const countedPieces = pieces ? pieces[1] : Math.round((weightGrams / 500) * 12);
  return {
    netWeightGrams: weightGrams,
    // Rounded to 10 g, as a shop would print it.
    grossWeightGrams: Math.round(weightGrams / yieldShare / 10) * 10,
    pieces: countedPieces,
    // About 200 g a person for a main dish.
    serves: Math.max(1, Math.round(weightGrams / 200)),
  };
}

export const demoDealProductNames: string[] = ["Surmai (King Fish) Steaks", "Tiger Prawns Whole (Large)", "Chicken Curry Cut (Skinless)"];

/** The demo shop's Flash Deals, renewed at each start until the next midnight in India. */
export const demoFlashDealProductNames: string[] = [
  "Pomfret Steaks",
  "Black Pomfret (Halwa) Whole",
  "Rawas Fillet (Boneless)",
  "Rohu Curry Cut",
  "Tiger Prawns Cleaned & Deveined",
  "Mud Crab Cleaned & Cut",
  "Chicken Breast Boneless",
  "Mutton Boneless",
];

/** One way a demo product is sold: a preparation in a pack, at its own price (rupees). */
export interface DemoVariant {
  preparation: string;
  weightGrams: number;
  defaultRupees: number;
  saleRupees: number | null;
}

/**
 * The demo shop's real choices of cut and pack (docs/decisions/023), by product name, default
 * first: the first is the product's own pack at its own price. Other products are sold one way.
 */
export const demoVariants: Record<string, DemoVariant[]> = {
  "Surmai (King Fish) Steaks": [
    { preparation: "Steaks", weightGrams: 500, defaultRupees: 799, saleRupees: 699 },
    { preparation: "Steaks", weightGrams: 1000, defaultRupees: 1549, saleRupees: 1349 },
    { preparation: "Whole cleaned", weightGrams: 1000, defaultRupees: 1399, saleRupees: 1249 },
  ],
  "Pomfret Whole (Medium)": [
    { preparation: "Whole cleaned", weightGrams: 500, defaultRupees: 899, saleRupees: 799 },
    { preparation: "Whole cleaned", weightGrams: 1000, defaultRupees: 1749, saleRupees: 1549 },
    { preparation: "Steaks", weightGrams: 500, defaultRupees: 949, saleRupees: 849 },
  ],
  "Tiger Prawns Cleaned & Deveined": [
    { preparation: "Cleaned & deveined", weightGrams: 250, defaultRupees: 499, saleRupees: 449 },
    { preparation: "Cleaned & deveined", weightGrams: 500, defaultRupees: 949, saleRupees: 849 },
    { preparation: "Whole", weightGrams: 500, defaultRupees: 749, saleRupees: 649 },
  ],
  "White Prawns Cleaned & Deveined": [
    { preparation: "Cleaned & deveined", weightGrams: 250, defaultRupees: 329, saleRupees: 289 },
    { preparation: "Cleaned & deveined", weightGrams: 500, defaultRupees: 629, saleRupees: 559 },
    { preparation: "Whole", weightGrams: 500, defaultRupees: 449, saleRupees: 399 },
  ],
  "Chicken Curry Cut (Skinless)": [
    { preparation: "Curry cut, skin off", weightGrams: 500, defaultRupees: 229, saleRupees: 199 },
    { preparation: "Curry cut, skin off", weightGrams: 1000, defaultRupees: 439, saleRupees: 389 },
    { preparation: "Curry cut, skin on", weightGrams: 500, defaultRupees: 219, saleRupees: 189 },
    { preparation: "Curry cut, skin on", weightGrams: 1000, defaultRupees: 419, saleRupees: 369 },
    { preparation: "Boneless", weightGrams: 500, defaultRupees: 299, saleRupees: 269 },
    { preparation: "Boneless", weightGrams: 1000, defaultRupees: 579, saleRupees: 519 },
    { preparation: "Whole, skin off", weightGrams: 1000, defaultRupees: 299, saleRupees: null },
  ],
  "Mutton Curry Cut (Goat)": [
    { preparation: "Curry cut", weightGrams: 500, defaultRupees: 529, saleRupees: 489 },
    { preparation: "Curry cut", weightGrams: 1000, defaultRupees: 999, saleRupees: 939 },
    { preparation: "Boneless", weightGrams: 500, defaultRupees: 799, saleRupees: 749 },
  ],
};
