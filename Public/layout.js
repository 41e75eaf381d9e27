// How the form is arranged: which group each parameter goes in, and a few names shown more kindly than the
// service spells them. Nothing here says what a parameter is (its kind, values, range or default all come from
// /openapi.json): a parameter that is not named here still gets a control, in the "Other" group, and a name here
// that the service does not take shows nothing.

/**
 * The form's groups, in order, each listing parameter names in order. `more` puts the names after it inside a
 * closed disclosure (`id` and `summary` name it).
 */
export const GROUPS = [
  { legend: "Header", names: ["style", "title", "subtitle"] },
  { legend: "Back button", names: ["back", "backFallback"] },
  { legend: "Actions", names: ["leading", "trailing"] },
  {
    legend: "Device",
    names: ["device"],
    more: { id: "overrides", summary: "Override screen", names: ["width", "height", "safeAreaTop", "scale"] },
  },
  { legend: "Look", names: ["appearance", "direction", "edge", "textSize", "fidelity"] },
  {
    legend: "Material",
    names: [
      "scrollBehavior", "navigation", "titleAlignment", "fontScale", "seedColor", "schemeVariant", "colorSpec",
      "contrastLevel",
    ],
  },
  { legend: "Tabs", names: ["tabs", "selectedTab", "tabStyle", "tabMode"] },
  { legend: "Collapsible header", names: ["headerHeight", "collapseDistance", "parallax"] },
  { legend: "Scroll", names: ["path"] },
  { legend: "Preview", names: ["content", "rows", "text", "guides", "crop"] },
];

/** The group of every parameter the list above does not name. */
export const OTHER_GROUP = "Other";

/** Labels that read better than the parameter's name; the rest are made from the name (`safeAreaTop` → "Safe area top"). */
export const LABELS = {
  back: "Back label",
  backFallback: "When the label does not fit",
  edge: "Scroll edge",
  text: "Text as",
  guides: "Draw layout guides",
  leading: "Leading actions",
  trailing: "Trailing actions",
  colorSpec: "Colour spec",
  tabs: "Tab labels",
  selectedTab: "Selected tab",
  tabStyle: "Tab row",
  tabMode: "Tab widths",
};

/**
 * Parameters shown with a richer editor than their query syntax: `actions` edits a list of icons and text labels
 * (`search,text:Done`); `presence` adds a switch for a text whose absence and emptiness differ (`back`).
 */
export const EDITORS = {
  leading: "actions",
  trailing: "actions",
  back: "presence",
};

/** The switch text of a `presence` editor. */
export const PRESENCE_LABELS = { back: "Show a back button" };

/** Parameters that only mean something while another one is present: they are disabled (and not sent) without it. */
export const REQUIRES = { backFallback: "back", selectedTab: "tabs", tabStyle: "tabs", tabMode: "tabs" };

/** Display names for enumeration values; anything not listed is shown as it is sent. */
/** Names that differ by parameter: `large` is a header style and a Dynamic Type size. */
export const PARAMETER_VALUE_NAMES = {
  textSize: { large: "Large (the default size)" },
  colorSpec: { 2021: "2021 (Android 12–15)", 2025: "2025 (Material 3 Expressive)" },
  // material-color-utilities' scheme variants (`SchemeTonalSpot`, …).
  schemeVariant: {
    tonalSpot: "Tonal spot (Android's default)", neutral: "Neutral", vibrant: "Vibrant", expressive: "Expressive",
    fidelity: "Fidelity", content: "Content", monochrome: "Monochrome", rainbow: "Rainbow", fruitSalad: "Fruit salad",
  },
  titleAlignment: { start: "Start", center: "Centred" },
};

export const VALUE_NAMES = {
  compact: "Compact", large: "Large title", scrollEdge: "Scroll edge (iOS 26)", inlineTitle: "Inline title",
  collapsible: "Collapsible",
  light: "Light", dark: "Dark", ltr: "Left to right", rtl: "Right to left", soft: "Soft", hard: "Hard",
  truncate: "Truncate", system: "UIKit fallback",
  messages: "Messages", cards: "Cards", none: "None",
  text: "Text", paths: "Outlines",
  // Material 3's own names for its bars and Compose's for the scroll behaviours (`pinnedScrollBehavior`, …).
  m3Small: "Small top app bar", m3CenterAligned: "Center-aligned top app bar", m3Medium: "Medium top app bar",
  m3Large: "Large top app bar", m3MediumFlexible: "Medium flexible top app bar (Expressive)",
  m3LargeFlexible: "Large flexible top app bar (Expressive)",
  back: "Back arrow", menu: "Menu", close: "Close",
  pinned: "Pinned", enterAlways: "Enter always", exitUntilCollapsed: "Exit until collapsed",
  kit: "Header kit", uikit: "UIKit", ios26: "iOS 26",
};

/** A line about the chosen value, under a select (by parameter, then value). */
export const VALUE_HELP = {
  style: {
    compact: "A 44-point bar that never moves; the hairline fades in as content slides under it.",
    large: "A large title scrolls away into the bar; pull down to stretch it.",
    scrollEdge: "A fixed header over content that fades and blurs under the iOS 26 scroll edge.",
    inlineTitle: "The title is the first line of content; the bar title appears once it is scrolled past.",
    collapsible: "An overlay header that shrinks and fades with parallax as you scroll.",
    m3Small: "Material 3's 64-point bar, title at the start; it tints once content scrolls under it.",
    m3CenterAligned: "The small Material 3 bar with its title centred between the icons.",
    m3Medium: "A 112-point bar, the title on a second row; Exit until collapsed shrinks it to the small bar.",
    m3Large: "A 152-point bar, a larger title on a second row; Exit until collapsed shrinks it to the small bar.",
    m3MediumFlexible: "Material 3 Expressive: 112 points (136 with a subtitle), collapsing to the small bar.",
    m3LargeFlexible: "Material 3 Expressive: 120 points (152 with a subtitle), a display-size title on a second row.",
  },
  titleAlignment: {
    start: "Compose's Alignment.Start: the title and subtitle after the navigation icon.",
    center: "Compose's Alignment.CenterHorizontally: the title and subtitle centred on the bar.",
  },
  scrollBehavior: {
    pinned: "Compose's pinnedScrollBehavior: the bar stays put as content scrolls under it.",
    enterAlways: "Compose's enterAlwaysScrollBehavior: the bar scrolls away and comes back on any scroll up.",
    exitUntilCollapsed: "Compose's exitUntilCollapsedScrollBehavior: the bar collapses, and expands only at the top.",
  },
  navigation: {
    none: "No navigation icon: the title starts 16 points from the edge.",
    back: "Material Symbols arrow_back at the bar's start; the title starts 56 points in.",
    menu: "Material Symbols menu at the bar's start; the title starts 56 points in.",
    close: "Material Symbols close at the bar's start; the title starts 56 points in.",
  },
  fidelity: {
    kit: "The bar moves as the header kit designs it.",
    uikit: "The bar moves as UIKit's navigation bar does, as measured (docs/styles.md).",
    ios26: "iOS 26's Liquid Glass bar: items on glass, no backing, the scroll edge effect under the bar.",
  },
  backFallback: {
    truncate: "The label is cut short with …",
    system: "As UIKit does: the label, then “Back”, then the chevron alone.",
  },
};

/** `safeAreaTop` → `Safe area top`. */
export function labelFor(name) {
  if (LABELS[name]) return LABELS[name];
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]+/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The richer editor of `p`, if it has one (only a parameter the document calls a string can have one). */
export function editorOf(p) {
  return p.kind === "string" ? EDITORS[p.name] : undefined;
}
