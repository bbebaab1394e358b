/**
 * What orders need of the payments module (wired by the composition root): the methods a purchase
 * may be paid with, each with the handling fee it adds to the amount.
 */
export interface OrderPaymentMethods {
  quote(purchase: {
    region: string;
    currency: string;
    amount: number;
  }): Promise<{ id: string; handlingFee: number }[]>;
}
