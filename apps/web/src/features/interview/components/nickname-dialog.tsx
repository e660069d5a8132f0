import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Candidate } from '@mockint/api-contract';
import { Button, Dialog, DialogContent, DialogFooter, Input, Label } from '@mockint/ui';
import { useUpdateNickname } from '../api/update-nickname';
import { nicknameFormSchema, nicknamePrefill, type NicknameForm } from '../utils/nickname';

/** 'Join Interview' nickname dialog (spec); also opened by Edit name in the room. */
export function NicknameDialog({
  open,
  onOpenChange,
  candidate,
  required = false,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  candidate: Candidate | undefined;
  /** When the candidate has no nickname yet the dialog cannot be dismissed without saving. */
  required?: boolean;
  /** Where focus goes on close when the trigger is the page's own button (the room's Edit name). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const id = useId();
  const mutation = useUpdateNickname();
  const form = useForm<NicknameForm>({
    resolver: zodResolver(nicknameFormSchema),
    defaultValues: { nickname: nicknamePrefill(candidate) },
  });

  useEffect(() => {
    if (open) form.reset({ nickname: nicknamePrefill(candidate) });
  }, [open, candidate, form]);

  const onSubmit = form.handleSubmit(async ({ nickname }) => {
    if (!candidate) return;
    try {
      await mutation.mutateAsync({ id: candidate.id, email: candidate.email, nickname });
      onOpenChange(false);
    } catch {
      // The mutation's meta shows 'Failed to update nickname'.
    }
  });

  const error = form.formState.errors.nickname?.message;
  return (
    <Dialog open={open} onOpenChange={(next) => (required && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        title="Join Interview"
        description="Choose how the interviewer will address you."
        hideClose={required}
        onEscapeKeyDown={(e) => required && e.preventDefault()}
        onPointerDownOutside={(e) => required && e.preventDefault()}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-nickname`}>Nickname</Label>
            <Input
              id={`${id}-nickname`}
              autoComplete="nickname"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-help ${error ? `${id}-error` : ''}`}
              {...form.register('nickname')}
            />
            <p id={`${id}-help`} className="text-xs text-muted-foreground">
              This is a displayed public name
            </p>
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive-soft">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="submit" loading={mutation.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

// The room loads it on demand (decision 0464): react-hook-form is not on the room's first load.
export default NicknameDialog;
