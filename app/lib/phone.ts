/**
 * Phone numbers as visitors type them in Togo: "90 12 34 56", "+228 90-12-34-56",
 * "00228 90123456", or an international number "+33 6 12 34 56 78".
 * Togolese numbers (8 digits) are normalised to "+228 90 12 34 56"; other numbers must start
 * with + or 00 and have 8 to 15 digits (E.164), and are kept as "+<digits>".
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d][\d\s().\-/]*$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  const international = trimmed.startsWith("+") || trimmed.startsWith("00");
  if (trimmed.startsWith("00")) digits = digits.slice(2);
  if (!international && digits.length === 8) digits = `228${digits}`;
  if (digits.startsWith("228")) {
    const local = digits.slice(3);
    if (!/^[2379]\d{7}$/.test(local)) return null;
    return `+228 ${local.replace(/(\d{2})(?=\d)/g, "$1 ")}`;
  }
  if (!international || digits.length < 8 || digits.length > 15 || digits.startsWith("0"))
    return null;
  return `+${digits}`;
}

/** The digits wa.me and tel: want: "+228 90 12 34 56" → "22890123456". */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}
