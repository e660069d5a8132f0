import { Card, CardContent, CardHeader } from '@mockint/ui';
import { useMetricSettings } from '../hooks/use-stored-answers';
import { METRIC_LABELS, METRICS } from '../utils/metric-settings';

/**
 * One switch per delivery figure (decision 0811). Off hides it in the live coach, this report and its PDF,
 * progress and Copy summary; the recordings and their analysis stay as they are.
 */
export function MetricSettingsCard() {
  const { shown, set } = useMetricSettings();
  return (
    <Card className="print:hidden" data-testid="metric-settings">
      <CardHeader>
        <h3 className="text-base font-semibold leading-tight" id="metric-settings-heading">
          Figures you see
        </h3>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p className="text-muted-foreground">
          Switch off a figure you would rather not see, in the room, reports and progress. Kept on this
          device.
        </p>
        <fieldset className="flex flex-wrap gap-x-5 gap-y-2" aria-labelledby="metric-settings-heading">
          {METRICS.map((metric) => (
            <label key={metric} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={shown?.[metric] ?? true}
                disabled={!shown || set.isPending}
                onChange={(event) => set.mutate({ metric, on: event.target.checked })}
              />
              {METRIC_LABELS[metric]}
            </label>
          ))}
        </fieldset>
      </CardContent>
    </Card>
  );
}
