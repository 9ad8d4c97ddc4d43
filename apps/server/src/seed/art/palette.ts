/**
 * One palette for every demo illustration, so product photos, banners and tiles read as one
 * catalogue. Brand tokens mirror DESIGN.md; the rest are food and prop colours chosen to sit
 * calmly on the warm off-white background.
 */
export const brand = {
  teal: "#0E5E6F",
  tealDark: "#0A4653",
  coral: "#E4572E",
  leaf: "#2E7D32",
  saffron: "#F4A300",
  bg: "#FFFBF5",
  ink: "#1F2937",
  muted: "#6B7280",
  white: "#FFFFFF",
} as const;

/** Props the food sits on: plates, boards, banana leaves, crushed ice. */
export const props = {
  marbleVein: "#EEE4D6",
  plate: "#FFFFFF",
  plateRim: "#E8E0D4",
  plateWell: "#FAF6F0",
  steel: "#C9D3D8",
  steelDark: "#A9B6BD",
  steelLight: "#E7EDF0",
  wood: "#D6A46B",
  woodDark: "#B9854D",
  woodLight: "#E2B882",
  bananaLeaf: "#3F8F46",
  bananaLeafDark: "#2F7437",
  bananaRib: "#B7D38B",
  ice: "#E4F2F6",
  iceShade: "#CBE3EC",
  iceLight: "#FFFFFF",
  lemon: "#F6CF3B",
  lemonPith: "#FBF0B8",
  lemonRind: "#E9B91F",
  herb: "#3E8E3E",
  herbDark: "#2B6B2E",
  chilliGreen: "#4C9A2A",
  chilliRed: "#C8322B",
  onion: "#E9C9D6",
  onionRing: "#C98EA8",
} as const;

/** Raw chicken: pale pink flesh, creamy skin, white bone ends. */
export const chicken = {
  flesh: "#F2B5A4",
  fleshDark: "#DE917F",
  fleshLight: "#F9D3C7",
  skin: "#F5DDBE",
  skinDark: "#E6C39C",
  bone: "#F4EADB",
  boneDark: "#D9C7AE",
  liver: "#8A2E2A",
  liverLight: "#B4483F",
} as const;

/** Goat mutton: deep red, creamy fat marbling, bone with pink marrow. */
export const mutton = {
  flesh: "#A2313A",
  fleshDark: "#7A2029",
  fleshLight: "#C04B4F",
  fat: "#F3E2CF",
  fatDark: "#E2C9AE",
  bone: "#F1E6D3",
  marrow: "#C9786C",
  liver: "#5C1A20",
  liverLight: "#8A3A3C",
} as const;
