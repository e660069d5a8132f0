import { PricingPage } from '@/features/pricing/components/pricing-pages';

export function Component() {
  return <PricingPage />;
}
