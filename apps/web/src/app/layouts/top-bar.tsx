import type { ReactNode } from 'react';
import { CreditsBadge } from '@/components/credits-badge';
import { TierBadge } from '@/components/tier-badge';
import { UserMenu } from '@/components/user-menu';

/**
 * Height of the page area under the top bar (h-16): at least the rest of the screen, so the footer always
 * starts below the fold. A page that shows a spinner or skeleton and then grows would otherwise push a
 * visible footer down: a layout shift (sessions CLS 0.182, report 0.528 on a phone; decision 0034).
 */
const PAGE_BELOW_TOP_BAR = 'min-h-[calc(100dvh-4rem)]';

/**
 * Sticky top bar of both layouts: page-specific content left, balance, tier and user menu always in reach,
 * phones included (the badges go compact). The bar's first row is the badges' 4 rem; on a phone the breadcrumbs
 * take a row of their own under it (`Breadcrumbs`), since beside the badges they had about 80 px and showed
 * "Home > >". Opaque, not a translucent blur: a backdrop blur is redrawn for every frame of the page under it in
 * software compositing (decision 0773).
 */
export function TopBar({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-20 flex flex-wrap items-center gap-x-3 border-b border-border bg-background px-4 sm:flex-nowrap sm:px-6">
      {children}
      <div className="ml-auto flex h-16 shrink-0 items-center gap-1.5 sm:gap-2">
        <CreditsBadge />
        <TierBadge />
        <UserMenu />
      </div>
    </header>
  );
}

/** The page under the top bar in both layouts: the skip link's target (`#main`), as wide as `width` allows. */
export function PageMain({ width, children }: { width: 'max-w-5xl' | 'max-w-6xl'; children: ReactNode }) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className={`mx-auto w-full ${width} flex-1 px-4 py-6 focus:outline-none sm:px-6 ${PAGE_BELOW_TOP_BAR}`}
    >
      {children}
    </main>
  );
}
