import { env } from '@/config/env';

/** The tab's title, `Page · App` like the shell pages (React 19 hoists <title> into the head). */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${env.appName}`}</title>;
}

/**
 * First stop of the keyboard on every page: jumps past the top bar to the page's content, the element with
 * id `main` or else the page's <main> (pages outside the layouts), and moves focus there.
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      onClick={(event) => {
        const target = document.getElementById('main') ?? document.querySelector('main');
        if (!target) return;
        event.preventDefault();
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus();
        target.scrollIntoView({ block: 'start' });
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
    >
      Skip to content
    </a>
  );
}
