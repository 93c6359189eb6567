import type { Locale } from "~/i18n/locale";

/**
 * Whole numbers in words, as a devis in Lomé states its total ("Arrêté le présent devis à la
 * somme de …"). French follows the traditional spelling: hyphens only below a hundred, "et" in
 * 21, 31… 71, "quatre-vingts" and "cents" plural only when nothing follows, "mille" invariable,
 * "million(s)" and "milliard(s)" as nouns. Up to 999 999 999 999.
 */
const FR_UNITS = [
  "zéro",
  "un",
  "deux",
  "trois",
  "quatre",
  "cinq",
  "six",
  "sept",
  "huit",
  "neuf",
  "dix",
  "onze",
  "douze",
  "treize",
  "quatorze",
  "quinze",
  "seize",
  "dix-sept",
  "dix-huit",
  "dix-neuf",
];
const FR_TENS = ["", "", "vingt", "trente", "quarante", "cinquante", "soixante"];

/** 0–99; `final`: nothing follows, so 80 takes its "s". */
function frBelow100(n: number, final: boolean): string {
  if (n < 20) return FR_UNITS[n]!;
  const ten = Math.floor(n / 10);
  const unit = n % 10;
  if (ten === 7 || ten === 9) {
    // 70–79 and 90–99 count on from soixante and quatre-vingt: soixante-douze, quatre-vingt-onze.
    const base = ten === 7 ? "soixante" : "quatre-vingt";
    const rest = 10 + unit;
    return ten === 7 && unit === 1 ? `${base} et onze` : `${base}-${FR_UNITS[rest]}`;
  }
  if (ten === 8)
    return unit === 0
      ? final
        ? "quatre-vingts"
        : "quatre-vingt"
      : `quatre-vingt-${FR_UNITS[unit]}`;
  if (unit === 0) return FR_TENS[ten]!;
  if (unit === 1) return `${FR_TENS[ten]} et un`;
  return `${FR_TENS[ten]}-${FR_UNITS[unit]}`;
}

/** 1–999; `final` as above: "deux cents" but "deux cent mille", "deux cents millions". */
function frBelow1000(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds === 1) parts.push("cent");
  else if (hundreds > 1)
    parts.push(`${FR_UNITS[hundreds]} ${rest === 0 && final ? "cents" : "cent"}`);
  if (rest) parts.push(frBelow100(rest, final));
  return parts.join(" ");
}

export function frenchNumber(n: number): string {
  if (n === 0) return "zéro";
  const groups = [
    { size: 1e9, one: "un milliard", many: "milliards", noun: true },
    { size: 1e6, one: "un million", many: "millions", noun: true },
    { size: 1e3, one: "mille", many: "mille", noun: false },
  ];
  const parts: string[] = [];
  let rest = n;
  for (const group of groups) {
    const count = Math.floor(rest / group.size);
    rest %= group.size;
    if (!count) continue;
    if (count === 1) parts.push(group.one);
    // Before a noun (millions) "cents" and "vingts" stay plural; before "mille" they do not.
    else parts.push(`${frBelow1000(count, group.noun)} ${group.many}`);
  }
  if (rest) parts.push(frBelow1000(rest, true));
  return parts.join(" ");
}

const EN_UNITS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const EN_TENS = [
  "",
  "",
  "twenty",
  "thirty",
  "forty",
  "fifty",
  "sixty",
  "seventy",
  "eighty",
  "ninety",
];

function enBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${EN_UNITS[hundreds]} hundred`);
  if (rest >= 20)
    parts.push(
      rest % 10 ? `${EN_TENS[Math.floor(rest / 10)]}-${EN_UNITS[rest % 10]}` : EN_TENS[rest / 10]!,
    );
  else if (rest) parts.push(EN_UNITS[rest]!);
  return parts.join(" ");
}

export function englishNumber(n: number): string {
  if (n === 0) return "zero";
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of [
    [1e9, "billion"],
    [1e6, "million"],
    [1e3, "thousand"],
  ] as const) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (count) parts.push(`${enBelow1000(count)} ${name}`);
  }
  if (rest) parts.push(enBelow1000(rest));
  return parts.join(" ");
}

/**
 * An amount of FCFA in words: "un million deux cent cinquante mille francs CFA", "deux millions
 * de francs CFA" (a round million takes "de"), "one million two hundred fifty thousand CFA francs".
 */
export function fcfaInWords(amount: number, locale: Locale): string {
  const n = Math.trunc(Math.abs(amount));
  if (!Number.isSafeInteger(n) || n >= 1e12) throw new RangeError(`out of range: ${amount}`);
  if (locale === "en") return `${englishNumber(n)} CFA ${n === 1 ? "franc" : "francs"}`;
  const words = frenchNumber(n);
  if (n <= 1) return `${words} franc CFA`;
  return /(?:millions?|milliards?)$/.test(words) ? `${words} de francs CFA` : `${words} francs CFA`;
}
