import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@mockint/ui';
import { paginationItems } from '../utils/pagination';

export function SessionsPagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  return (
    <nav aria-label="Pagination" className="flex items-center justify-center gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label="Previous page"
        disabled={page <= 0}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      {paginationItems(page, totalPages).map((item) =>
        item.type === 'ellipsis' ? (
          <span key={item.key} aria-hidden="true" className="px-2 text-muted-foreground">
            …
          </span>
        ) : (
          <Button
            key={item.page}
            type="button"
            size="icon-sm"
            variant={item.page === page ? 'primary' : 'ghost'}
            aria-label={`Page ${item.page + 1}`}
            aria-current={item.page === page ? 'page' : undefined}
            onClick={() => onChange(item.page)}
          >
            {item.page + 1}
          </Button>
        ),
      )}
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label="Next page"
        disabled={page >= totalPages - 1}
        onClick={() => onChange(page + 1)}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
