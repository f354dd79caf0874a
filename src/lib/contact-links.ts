/** "+91 55550 10120" -> "tel:+915555010120" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** A phone number that never breaks across lines: its spaces become non-breaking. */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, '\u00a0');
}
