import { SubscriptionsPage } from '@/features/pricing/components/pricing-pages';

export function Component() {
  return <SubscriptionsPage />;
}
