import * as z from 'zod';
import { formatPence } from '@/lib/money';

/** A price or fee in pence ({free, amountPence, currency}); firestore.rules `validPrice` checks the same. */
export const priceSchema = z
  .object({
    free: z.boolean(),
    amountPence: z
      .number({ error: 'Please give the price in pence.' })
      .int('Please give the price in whole pence.')
      .min(0, 'The price cannot be negative.')
      .max(100_000_00, 'Please check the price: it is over £100,000.'),
    currency: z.literal('GBP', { error: 'Prices are in pounds (GBP).' }),
  })
  // Only a missing (zero) price: a negative one already has its own message.
  .refine((price) => price.free || price.amountPence !== 0, {
    message: 'Please give a price, or mark it as free.',
    path: ['amountPence'],
  });

export type Price = z.infer<typeof priceSchema>;

export const FREE: Price = { free: true, amountPence: 0, currency: 'GBP' };

/** A price in pounds for seeds and defaults: `pounds(30)` is £30.00. */
export function pounds(amount: number): Price {
  return { free: amount === 0, amountPence: Math.round(amount * 100), currency: 'GBP' };
}

/** "Free", "£4.00" or "£1,250.00". */
export function priceText(price: Price): string {
  return price.free ? 'Free' : formatPence(price.amountPence);
}
