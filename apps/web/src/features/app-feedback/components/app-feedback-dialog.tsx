import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  Button,
  cn,
  Dialog,
  DialogContent,
  DialogFooter,
  Input,
  Label,
  RadioGroup,
  RadioGroupItem,
  Textarea,
} from '@mockint/ui';
import { useCandidate } from '@/hooks/use-candidate';
import { closeFeedbackDialog } from '@/hooks/use-feedback-dialog';
import { paths, withQuery } from '@/config/paths';
import { useAppStore } from '@/lib/app-state';
import { useLoggedIn } from '@/lib/auth/logged-in';
import { notify } from '@/lib/toast';
import {
  emptyCommentMessageFor,
  feedbackFormSchemaFor,
  RATINGS,
  type FeedbackForm,
  type FeedbackFormInput,
} from '../utils/feedback-schema';
import { FEEDBACK_SUCCESS, useSubmitApplicationFeedback } from '../api/submit-application-feedback';
import { CANDIDATE_ID_MISSING } from '@/lib/messages';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive-soft">
      {message}
    </p>
  );
}

/** Closes the dialog and drops ?feedback=true, so a reload does not open it again. */
function useCloseFeedback() {
  const [params, setParams] = useSearchParams();
  return () => {
    closeFeedbackDialog();
    if (params.has('feedback')) {
      const next = new URLSearchParams(params);
      next.delete('feedback');
      setParams(next, { replace: true, preventScrollReset: true });
    }
  };
}

/**
 * The 'Help us improve!' application feedback dialog (spec). Mounted by the app root while open;
 * open it with useFeedbackDialog().open() or ?feedback=true. A visitor (pricing, login, device test) is offered
 * sign-in instead of a form that could only end in 'Candidate id is not available' (decision 0534).
 */
export default function AppFeedbackDialog() {
  return useLoggedIn() ? <FeedbackFormDialog /> : <SignInForFeedbackDialog />;
}

function SignInForFeedbackDialog() {
  const close = useCloseFeedback();
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        title="Help us improve!"
        description="Sign in to send us feedback: it is kept with your account, so we can follow up on it."
      >
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Not now
          </Button>
          <Button asChild>
            <Link to={withQuery(paths.signIn, { platform: 'google' })}>Sign in with Google</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function FeedbackFormDialog() {
  const id = useId();
  const close = useCloseFeedback();
  const { candidate } = useCandidate();
  const submit = useSubmitApplicationFeedback();
  const { pathname } = useLocation();
  const emptyCommentMessage = emptyCommentMessageFor(pathname);
  const schema = useMemo(() => feedbackFormSchemaFor(emptyCommentMessage), [emptyCommentMessage]);
  const form = useForm<FeedbackFormInput, unknown, FeedbackForm>({
    resolver: zodResolver(schema),
    defaultValues: { rating: 0, comment: '', name: candidate?.fullName ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!candidate?.id) {
      notify.error(CANDIDATE_ID_MISSING);
      return;
    }
    try {
      await submit.mutateAsync({
        candidateId: candidate.id,
        candidateName: values.name || null,
        rating: values.rating,
        comment: values.comment,
        interviewRoomId: useAppStore.getState().feedbackInterviewRoomId,
      });
    } catch {
      return; // The mutation's meta shows 'Failed to submit feedback'; the dialog stays open to retry.
    }
    notify.success(FEEDBACK_SUCCESS);
    close();
  });

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        title="Help us improve!"
        description="How was your experience with MockInt? Your feedback shapes what we build next."
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">
              Your rating
              <span aria-hidden="true" className="ml-0.5 text-destructive-soft">
                *
              </span>
            </legend>
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => (
                <RadioGroup
                  value={field.value ? String(field.value) : ''}
                  onValueChange={(value) => field.onChange(Number(value))}
                  aria-required="true"
                  aria-invalid={errors.rating ? true : undefined}
                  aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
                  aria-label="Rating from 1 to 5"
                  className="flex justify-between gap-2"
                  orientation="horizontal"
                >
                  {RATINGS.map((rating) => (
                    <RadioGroupItem
                      key={rating.value}
                      value={String(rating.value)}
                      aria-label={`${rating.label} (${rating.value} of 5)`}
                      title={rating.label}
                      className={cn(
                        'flex size-12 items-center justify-center rounded-full border border-border text-2xl transition',
                        'hover:scale-110 hover:bg-muted data-[state=checked]:scale-110 data-[state=checked]:border-primary-soft data-[state=checked]:bg-primary/25',
                      )}
                    >
                      <span aria-hidden="true">{rating.emoji}</span>
                    </RadioGroupItem>
                  ))}
                </RadioGroup>
              )}
            />
            <FieldError id={`${id}-rating-error`} message={errors.rating?.message} />
          </fieldset>

          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-comment`} required>
              Your feedback
            </Label>
            <Textarea
              id={`${id}-comment`}
              rows={4}
              placeholder="Tell us what you liked or what we could do better"
              aria-required="true"
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={errors.comment ? `${id}-comment-error` : undefined}
              {...form.register('comment')}
            />
            <FieldError id={`${id}-comment-error`} message={errors.comment?.message} />
          </div>

          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-name`}>
              Name <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Input
              id={`${id}-name`}
              autoComplete="name"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${id}-name-error` : undefined}
              {...form.register('name')}
            />
            <FieldError id={`${id}-name-error`} message={errors.name?.message} />
          </div>

          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={submit.isPending}>
              Submit Feedback
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
