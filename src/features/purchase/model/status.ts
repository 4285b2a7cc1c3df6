/**
 * idle → ordering → paying (the cashier is open) → confirming (asking the server) → paid; a zero-price order goes
 * from ordering straight to confirming; a cashier that never answers goes to verifying (asking the server whether
 * it was paid at all). cancelled, failed and confirmTimeout end a try and allow the next one.
 */
export type PurchaseState =
  | 'idle'
  | 'ordering'
  | 'paying'
  | 'confirming'
  | 'verifying'
  | 'paid'
  | 'cancelled'
  | 'failed'
  | 'confirmTimeout';

/** While one of these runs, another tap must not open a second order. */
export function isPurchaseBusy(status: PurchaseState): boolean {
  return status === 'ordering' || status === 'paying' || status === 'confirming' || status === 'verifying';
}
