/** A Hono route pattern from a shared path builder: `website/orders/${id}/cancel` → '/website/orders/:id/cancel'. */
export function idRoute(path: (id: number) => string): string {
  const marker = 987_654_321;
  return `/${path(marker).replace(String(marker), ':id')}`;
}
