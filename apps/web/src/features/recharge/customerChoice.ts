import { useFunction } from '../../app/authority.ts';
import { useProfile } from '../../app/profile.ts';

/**
 * Whose account a recorded transfer credits, by who records it:
 * - staff: a customer of the company they pick (listCustomers, which the finance roles may read: customer.view);
 * - owner: a cargo owner picks one of its partner carriers (partnerCarrierComboBox), the server takes the customer
 *   that carrier keeps for it (so a first recharge there needs no account yet);
 * - own: a customer's own login names none; the server takes its own customer.
 * null while the profile and rights load.
 */
export type CustomerChoice = 'staff' | 'owner' | 'own';

export function useCustomerChoice(): CustomerChoice | null {
  const profile = useProfile().data;
  const customers = useFunction('customer.view');
  if (!profile) return null;
  if (profile.companyKind === 'cargoOwner') return 'owner';
  return customers.usable ? 'staff' : 'own';
}
