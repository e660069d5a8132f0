import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FeedbackScore } from '@mockint/api-contract';

/** Per-category scores as a horizontal bar chart. Loaded lazily: recharts stays out of other chunks. */
export default function ScoreChart({ scores }: { scores: FeedbackScore[] }) {
  return (
    <div
      className="h-72 w-full"
      role="img"
      aria-label={scores.map((s) => `${s.category} ${Math.round(s.score)} out of 100`).join(', ')}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={scores} layout="vertical" margin={{ left: 24, right: 24 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" horizontal={false} />
          <XAxis type="number" domain={[0, 100]} stroke="var(--color-muted-foreground)" />
          <YAxis type="category" dataKey="category" width={140} stroke="var(--color-muted-foreground)" />
          <Tooltip
            cursor={{ fill: 'var(--color-muted)' }}
            contentStyle={{ background: 'var(--color-popover)', border: '1px solid var(--color-border)' }}
          />
          <Bar dataKey="score" fill="var(--color-primary)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
