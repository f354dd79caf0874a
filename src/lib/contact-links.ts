/** "+91 55550 10120" -> "tel:+915555010120" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
