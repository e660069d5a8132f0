import { useEffect, useState } from 'react';
import { MessageCircleHeart } from 'lucide-react';
import { Button } from '@mockint/ui';

/** Floating feedback button; hidden when the page is scrolled to the bottom (spec). */
export function FloatingFeedbackButton({ onClick }: { onClick: () => void }) {
  const [atBottom, setAtBottom] = useState(false);
  useEffect(() => {
    const check = () => {
      const doc = document.documentElement;
      const scrollable = doc.scrollHeight > window.innerHeight + 4;
      setAtBottom(scrollable && window.innerHeight + window.scrollY >= doc.scrollHeight - 4);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, []);
  if (atBottom) return null;
  return (
    <Button type="button" className="fixed bottom-20 left-4 z-30 rounded-full shadow-lg" onClick={onClick}>
      <MessageCircleHeart aria-hidden="true" /> Feedback
    </Button>
  );
}
