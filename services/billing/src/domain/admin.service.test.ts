import type { CallerContext, Db, OutboxWriter } from '@tryon/kit';
import { PaymentsOff } from '../data/payments/payment-provider.js';
import { AdminService } from './admin.service.js';

describe('AdminService.testPaymentConnection without a payment provider', () => {
  it('answers not ok with why, and records the test', async () => {
    const recorded: unknown[] = [];
    const outbox = {
      add: async (_db: unknown, _event: unknown, data: unknown) => recorded.push(data),
    } as unknown as OutboxWriter;
    const admin = new AdminService({
      provider: new PaymentsOff(),
      outbox,
      db: {} as Db,
      now: () => new Date('2026-12-01T10:00:00Z'),
    } as unknown as ConstructorParameters<typeof AdminService>[0]);
    const caller: CallerContext = { userId: 3, role: 'admin', ip: '10.0.0.1' };
    await expect(admin.testPaymentConnection(caller)).resolves.toEqual({
      ok: false,
      message: 'Payments are off: no STRIPE_SECRET_KEY is set and sandbox payments are not enabled.',
      checkedAt: '2026-12-01T10:00:00.000Z',
    });
    expect(recorded).toEqual([
      expect.objectContaining({ adminId: 3, actionType: 'payment_connection_tested', ipAddress: '10.0.0.1' }),
    ]);
    await expect(admin.testPaymentConnection({ userId: 4, role: 'user', ip: null })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(recorded).toHaveLength(1);
  });
});
