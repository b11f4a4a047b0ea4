// Payment providers: what takes a member's money in for a deposit order. A provider starts a
// payment when an order is created and later reports it paid; the deposit service then completes
// the order (`DepositService.completeDeposit(orderNo, 'provider')`), which credits the wallet
// exactly once. A real provider's callback (a webhook route) would call that same function.

/** What a provider is told about a new order. */
export interface PaymentOrder {
  orderNo: string;
  memberId: number;
  channelCode: string;
  /** Minor units. */
  amount: number;
}

/** A payment provider (the `provider` of a deposit channel names it by `code`). */
export interface PaymentProvider {
  /** The code deposit channels name it by. */
  readonly code: string;
  /**
   * Whether orders of this provider complete by themselves after the brand's demo delay
   * (`wallet_settings.deposit_demo_delay_seconds`), without an operator.
   */
  readonly autoCompletes: boolean;
  /** Starts the payment of a new pending order; answers the provider's reference of it. */
  createPayment(order: PaymentOrder): Promise<{ reference: string }>;
}

/**
 * The demo provider: takes every order at once and never really collects money. Its orders
 * complete when an operator approves them (`ops deposit approve`), or by themselves after the
 * brand's demo delay when one is set (`ops wallet deposit-delay SECONDS`).
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly code = 'demo';
  readonly autoCompletes = true;

  async createPayment(order: PaymentOrder): Promise<{ reference: string }> {
    return { reference: `DEMO-${order.orderNo}` };
  }
}
