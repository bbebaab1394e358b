/** The order numbers in a comma-separated cookie (feedbackOrderNo, feedbackOrderNoCS): trimmed, each once. */
export function parseOrderList(value: string | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

export function addToOrderList(value: string | undefined, orderNo: string): string {
  return [...new Set([...parseOrderList(value), orderNo])].join(',');
}

export function removeFromOrderList(value: string | undefined, orderNo: string): string {
  return parseOrderList(value)
    .filter((item) => item !== orderNo)
    .join(',');
}
