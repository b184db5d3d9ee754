import * as z from 'zod/mini';

/**
 * The small forms of the form-element pages: a required choice among checkboxes and a
 * required radio choice. Messages are translation keys, shown beside the group.
 */

/** Where a person may be told about an order (the checkbox page's group). */
export const channels = ['email', 'sms', 'whatsapp', 'push'] as const;
export type Channel = (typeof channels)[number];

export const channelsSchema = z.object({
  channels: z.array(z.enum(channels)).check(z.minLength(1, 'form-inputs:checkbox.group.required')),
});

/** How an order reaches the buyer (the radio page's required group). */
export const deliveries = ['standard', 'express', 'pickup'] as const;
export type Delivery = (typeof deliveries)[number];

export const deliverySchema = z.object({
  delivery: z.enum(deliveries, 'form-inputs:radio.form.required'),
});

/** The form's values before a choice: nothing picked yet. */
export interface DeliveryValues {
  delivery: Delivery | '';
}
