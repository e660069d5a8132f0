import { MessageSquareHeart } from 'lucide-react';
import { buttonVariants } from '@mockint/ui';
import { links } from '@/config/links';
import { useFeedbackDialog } from '@/hooks/use-feedback-dialog';
import { Logo } from './logo';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
const linkClass = 'text-muted-foreground hover:text-foreground hover:underline';

/** Footer of spec §1: product line, marketing and partner links, © 2024, and the Feedback button. */
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
        <nav aria-label="Resources" className="flex flex-col gap-2">
          <h2 className="font-medium">Resources</h2>
          <a href={links.demoVideo} className={linkClass} {...external}>
            Demo video
          </a>
          <a href={links.articles} className={linkClass} {...external}>
            Articles
          </a>
        </nav>
        <nav aria-label="Legal" className="flex flex-col gap-2">
          <h2 className="font-medium">Legal</h2>
          <a href={links.privacyPolicy} className={linkClass} {...external}>
            Privacy Policy
          </a>
          <a href={links.termsAndConditions} className={linkClass} {...external}>
            Terms and Conditions
          </a>
        </nav>
        <nav aria-label="Powered by" className="flex flex-col gap-2">
          <h2 className="font-medium">Powered by</h2>
          <a href={links.openAi} className={linkClass} {...external}>
            OpenAI Platform
          </a>
          <a href={links.elevenLabs} className={linkClass} {...external}>
            ElevenLabs
          </a>
        </nav>
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
