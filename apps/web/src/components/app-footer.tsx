import { MessageSquareHeart } from 'lucide-react';
import { buttonVariants } from '@mockint/ui';
import { links } from '@/config/links';
import { useFeedbackDialog } from '@/hooks/use-feedback-dialog';
import { Logo } from './logo';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
const linkClass = 'text-muted-foreground hover:text-foreground hover:underline';

const LINK_GROUPS = [
  {
    title: 'Resources',
    links: [
      { label: 'Demo video', href: links.demoVideo },
      { label: 'Articles', href: links.articles },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: links.privacyPolicy },
      { label: 'Terms and Conditions', href: links.termsAndConditions },
    ],
  },
  {
    title: 'Powered by',
    links: [
      { label: 'OpenAI Platform', href: links.openAi },
      { label: 'ElevenLabs', href: links.elevenLabs },
    ],
  },
] as const;

/** The spec's footer: product line, marketing and partner links, © 2024, and the Feedback button. */
export function AppFooter() {
  const feedback = useFeedbackDialog();
  return (
    <footer className="border-t border-border px-4 py-8 text-sm sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 md:flex-row md:items-start md:justify-between">
        <div className="flex max-w-sm flex-col gap-2">
          <Logo withName />
          <p className="text-muted-foreground">
            AI-powered real-time interview practice platform. Practise live mock interviews with an AI
            interviewer and get an instant, actionable report.
          </p>
        </div>
        {LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title} className="flex flex-col gap-2">
            <h2 className="font-medium">{group.title}</h2>
            {group.links.map((link) => (
              <a key={link.href} href={link.href} className={linkClass} {...external}>
                {link.label}
              </a>
            ))}
          </nav>
        ))}
      </div>
      <div className="mx-auto mt-8 flex max-w-6xl flex-col-reverse items-start gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground">© 2024 MockInt. All rights reserved.</p>
        {/* A plain button with button styles: the footer is on the login route (size budget, no tailwind-merge). */}
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          onClick={() => feedback.open()}
        >
          <MessageSquareHeart aria-hidden="true" /> Feedback
        </button>
      </div>
    </footer>
  );
}
