import { useRef } from 'react';
import { FileText, Upload, X } from 'lucide-react';
import { Button, IconButton } from '@mockint/ui';
import { notify } from '@/lib/toast';
import { validateResume } from '../utils/resume';

/** Optional resume: PDF only, ≤ 5,000,000 bytes; an invalid file is rejected with a toast and the selection cleared. */
export function ResumeUpload({
  file,
  onChange,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    if (input.current) input.current.value = '';
    onChange(null);
  };
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium" id="resume-label">
        Resume <span className="font-normal text-muted-foreground">(optional, PDF up to 5MB)</span>
      </span>
      <input
        ref={input}
        id="resume"
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        aria-labelledby="resume-label"
        data-testid="resume-input"
        onChange={(e) => {
          const picked = e.target.files?.[0] ?? null;
          if (!picked) return;
          const error = validateResume(picked);
          if (error) {
            notify.error(error);
            clear();
            return;
          }
          onChange(picked);
        }}
      />
      {file ? (
        <div className="flex items-center gap-3 rounded-md border border-border px-3 py-2 text-sm">
          <FileText className="size-4 text-primary-soft" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate" data-testid="resume-name">
            {file.name}
          </span>
          <IconButton aria-label="Remove resume" size="icon-sm" icon={<X />} onClick={clear} />
        </div>
      ) : (
        <Button variant="outline" className="self-start" onClick={() => input.current?.click()}>
          <Upload aria-hidden="true" />
          Upload Resume
        </Button>
      )}
    </div>
  );
}
